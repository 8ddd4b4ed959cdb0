import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { localesOf, type Locale, type Market } from '@/config/markets';
import { jobSchema, type Job } from './job-schema';
import { ContentError } from './pages';

/**
 * The seed's job openings, and the rule of which are open: a snapshot leaves
 * out every opening whose deadline has passed (the seed's here, the CMS's in its export).
 */
const seedFile = path.join(process.cwd(), 'src', 'content', 'jobs', 'openings.yaml');

/** Every opening of the seed, validated; closed ones too (seedSnapshot leaves them out). */
export function readSeedJobs(file = seedFile): Job[] {
  const relative = path.relative(process.cwd(), file);
  const result = z.array(jobSchema).safeParse(parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new ContentError(`${relative}: invalid content\n${problems.join('\n')}`);
  }
  const ids = new Set<number>();
  for (const [index, job] of result.data.entries()) {
    if (ids.has(job.id)) throw new ContentError(`${relative}: invalid content\n  ${index}.id: ${job.id} is used twice`);
    ids.add(job.id);
  }
  return result.data;
}

/** Today in the markets' time zone (all three are on Central European time), as YYYY-MM-DD. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(now);
}

/** A market's openings still open on `day` (the deadline day included), with only the market's locales. */
export function openJobs(jobs: readonly Job[], market: Market, day: string): Job[] {
  const own = localesOf(market);
  return jobs
    .filter((job) => job.markets.includes(market) && job.deadline >= day)
    .map((job) => ({ ...job, translations: Object.fromEntries(Object.entries(job.translations).filter(([locale]) => own.includes(locale as Locale))) }));
}

