import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import type { Market } from '@/config/markets';
import { companyFactsSchema } from '@/content/company-facts';
import { routesOf, routeDef } from '@/routes';
import { adminOnly, confirmedAdminFields } from '../access';
import { fieldsOf, fromPayload } from '../fields/zod-fields';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { saveRefused } from '../hooks/refuse-save';
import { staffT } from '../i18n/catalogue';
import { marketCollection } from './market-collection';

/** Directory keys the route table preselects in a market's contact overlay: they must stay. */
function requiredKeys(market: Market): string[] {
  return [...new Set(routesOf(market).flatMap((key) => routeDef(key).recipient ?? []))];
}

/**
 * Keys are stable: an entry the market's pages preselect (packages/routes/table.ts)
 * cannot be removed or renamed once it exists, or those pages' messages would
 * silently go to the general inbox.
 */
const keepRequiredKeys: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection }) => {
  const market = (data.market ?? originalDoc?.market) as Market | undefined;
  const directory = data.directory as { key?: string }[] | undefined;
  const before = new Set(((originalDoc?.directory ?? []) as { key?: string }[]).map((entry) => entry.key));
  if (!market || !directory) return data;
  const keys = new Set(directory.map((entry) => entry.key));
  const missing = requiredKeys(market).filter((key) => before.has(key) && !keys.has(key));
  if (missing.length === 0) return data;
  throw saveRefused(req, collection.slug, [
    { path: 'directory', message: staffT(req.i18n)('company:entriesInUse', { keys: missing.map((key) => `“${key}”`).join(' ') }) },
  ]);
};

/**
 * Each market's company facts (packages/content/company-facts.ts): addresses,
 * phone numbers, registration data, contact directory and recipients. One
 * record per market; fields generated from the zod schema, whose rules
 * (at most 15 selectable recipients, valid addresses, unique keys) hold on publish.
 */
export const companyCollection: CollectionConfig = marketCollection({
  slug: 'company',
  market: 'market',
  marketField: { unique: true },
  admin: { useAsTitle: 'market', defaultColumns: ['market', 'email', 'phone', '_status'] },
  access: { create: adminOnly, delete: adminOnly },
  publishing: {
    checks: [validateOnPublish((data) => fromPayload(companyFactsSchema, data), companyFactsSchema, { localized: false }), keepRequiredKeys],
  },
  // Routes: the phone lines the sites show, and a directory entry's key, which the contact form and the pages
  // name (it picks the inbox). Identity: the registration data, the bank accounts among them.
  fields: confirmedAdminFields(fieldsOf(companyFactsSchema), {
    routes: ['phone', 'directory.tel', 'directory.key', 'pharmacovigilance.phone', 'serviceLine', 'orders.phone', 'press.phone'],
    identity: ['registration'],
  }),
});
