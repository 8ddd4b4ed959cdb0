/**
 * An editor opens documents in their market's language, not in English.
 * Payload opens a document in the locale of the URL, else of the user's
 * `locale` preference, else in the default (English, the locale every market
 * edits); so at sign-in, an editor who has none gets their first market's
 * language. Their later choice in the switcher is theirs to keep.
 */
import type { CollectionAfterLoginHook, Where } from 'payload';
import { defaultLocale } from '@/config/markets';
import { contentMarketsOf, seesEverything, type StaffMember } from '@/features/staff/capabilities';

export const startInMarketLanguage: CollectionAfterLoginHook = async ({ req, user }) => {
  const member: StaffMember & { id: number } = user;
  const [market] = contentMarketsOf(member);
  if (!market || seesEverything(member)) return;
  const where: Where = { and: [{ key: { equals: 'locale' } }, { 'user.value': { equals: member.id } }, { 'user.relationTo': { equals: 'users' } }] };
  const { totalDocs } = await req.payload.count({ collection: 'payload-preferences', where, overrideAccess: true, req });
  if (totalDocs > 0) return;
  await req.payload.create({
    collection: 'payload-preferences',
    overrideAccess: true,
    req,
    data: { key: 'locale', user: { relationTo: 'users', value: member.id }, value: defaultLocale(market) },
  });
};
