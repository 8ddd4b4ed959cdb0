import { z } from 'zod';
import { contentProblems } from './problems';
import { locales, markets } from '@/config/markets';
import { copyText, markdownText } from './text-schema';

/**
 * The shape of a job opening of the careers page (seed: packages/content/jobs/openings.yaml;
 * afterwards the CMS's `jobs` collection, whose fields are generated from
 * these schemas). Its text is per locale; an opening is shown in the locales
 * that have it, and only until its deadline.
 */
const contractTypes = ['permanent', 'fixed-term', 'part-time', 'internship'] as const;
export type ContractType = (typeof contractTypes)[number];

const text = copyText;
const isoDate = z.iso.date({ error: contentProblems.date });

/** What an opening says in one language. */
export const jobTextSchema = z.strictObject({
  title: text.max(120),
  place: text.max(80),
  description: markdownText,
});

/** What an opening is, in every language. */
export const jobMetaSchema = z.strictObject({
  markets: z.array(z.enum(markets)).min(1),
  contract: z.enum(contractTypes),
  /** The last day applications are taken; the opening disappears the day after. */
  deadline: isoDate,
  /** Where applications go; left empty, the market's careers address (company facts). */
  applyEmail: z.email().optional(),
  /**
   * The day the opening was first published, in its market's time zone (a search engine's
   * datePosted): the CMS sets it at the first publish and keeps it (apps/cms/src/collections/jobs.ts);
   * editors never type it. A draft never published has none.
   */
  posted: isoDate.optional(),
});

/** An opening on the site: published, so it has its publication day. */
export const jobSchema = jobMetaSchema.extend({
  id: z.number().int().positive(),
  posted: isoDate,
  translations: z.partialRecord(z.enum(locales), jobTextSchema),
});

export type Job = z.infer<typeof jobSchema>;

/**
 * An opening of the seed (packages/content/jobs/openings.yaml): its deadline and its publication day count
 * from the day the seed is read.
 */
export const seedJobSchema = jobSchema
  .omit({ deadline: true, posted: true })
  .extend({ closesInDays: z.number().int().positive(), postedDaysAgo: z.number().int().nonnegative() });
