import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';
import { markets as allMarkets, type Market } from '@/config/markets';
import { jobMetaSchema, jobTextSchema } from '@/content/job-schema';
import { today } from '@/content/jobs';
import { confirmedAdminFields } from '../access';
import { fieldsOf, fromPayload, inSidebar, toTimestamp } from '../fields/zod-fields';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { inEveryLanguage } from '../i18n/catalogue';
import { marketCollection } from './market-collection';

const POSTED = 'posted';

/**
 * The publication day is the CMS's to set, never an editor's: no request may create or change it
 * (the seed's import, with the Local API's overrideAccess, brings its own day), and the admin shows it read-only.
 */
const readOnlyPostingDay = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field && field.name === POSTED
      ? ({
          ...field,
          access: { create: () => false, update: () => false },
          admin: { ...field.admin, readOnly: true, description: inEveryLanguage('jobs', 'postedDescription') },
        } as Field)
      : field,
  );

/** The market whose clock dates an opening: its first (the markets share Central European time). */
function marketOf(markets: unknown): Market {
  const first = Array.isArray(markets) ? markets[0] : undefined;
  return (allMarkets as readonly unknown[]).includes(first) ? (first as Market) : 'cro';
}

/**
 * Sets an opening's publication day at its first publish, as today on its market's clock, and keeps
 * it through every later save, unpublish, re-publish and restore: the stored day wins over whatever
 * the data carries. The seed's import creates its openings published with the seed's day.
 */
const stampPostingDay: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const kept = (originalDoc as Record<string, unknown> | undefined)?.[POSTED] ?? data[POSTED];
  if (kept) return { ...data, [POSTED]: kept };
  if (data._status !== 'published') return data;
  return { ...data, [POSTED]: toTimestamp(today(new Date(), marketOf(data.markets ?? originalDoc?.markets))) };
};

/**
 * Job openings of the careers page, in the markets they name; fields generated
 * from packages/content/job-schema.ts. A locale left empty keeps the opening out of
 * it; an opening disappears from the site with the first rebuild after its deadline.
 */
export const jobsCollection: CollectionConfig = marketCollection({
  slug: 'jobs',
  market: 'markets',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'deadline', 'contract', 'markets', '_status'] },
  // Editors may pick a time to publish or unpublish (apps/cms/src/jobs.ts runs it).
  publishing: {
    scheduled: true,
    checks: [
      validateOnPublish((data) => fromPayload(jobMetaSchema, data), jobMetaSchema, { localized: false }),
      validateOnPublish((data) => ([data.title, data.place, data.description].some(Boolean) ? fromPayload(jobTextSchema, data) : undefined), jobTextSchema, {
        localized: true,
      }),
    ],
  },
  hooks: { beforeChange: [stampPostingDay] },
  fields: [...fieldsOf(jobTextSchema, { localized: true }), ...inSidebar(confirmedAdminFields(readOnlyPostingDay(fieldsOf(jobMetaSchema))))],
});
