import type { CollectionConfig } from 'payload';
import { jobMetaSchema, jobTextSchema } from '@/content/job-schema';
import { confirmedAdminFields } from '../access';
import { fieldsOf, fromPayload, inSidebar } from '../fields/zod-fields';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { marketCollection } from './market-collection';

/**
 * Job openings of the careers page, in the markets they name; fields generated
 * from src/content/job-schema.ts. A locale left empty keeps the opening out of
 * it; an opening disappears from the site with the first rebuild after its deadline.
 */
export const jobsCollection: CollectionConfig = marketCollection({
  slug: 'jobs',
  market: 'markets',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'deadline', 'contract', 'markets', '_status'] },
  // Editors may pick a time to publish or unpublish (cms/src/jobs.ts runs it).
  publishing: {
    scheduled: true,
    checks: [
      validateOnPublish((data) => fromPayload(jobMetaSchema, data), jobMetaSchema, { localized: false }),
      validateOnPublish((data) => ([data.title, data.place, data.description].some(Boolean) ? fromPayload(jobTextSchema, data) : undefined), jobTextSchema, { localized: true }),
    ],
  },
  fields: [...fieldsOf(jobTextSchema, { localized: true }), ...inSidebar(confirmedAdminFields(fieldsOf(jobMetaSchema)))],
});
