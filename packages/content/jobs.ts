import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from './yaml';
import { z } from 'zod';
import { dayIn, localesOf, type Locale, type Market } from '@/config/markets';
import { seedJobSchema, type Job } from './job-schema';
import { ContentError } from './pages';

/**
 * The seed's job openings, and the rule of which are open: a snapshot leaves
 * out every opening whose deadline has passed (the seed's here, the CMS's in its export).
 */
const seedFile = path.join(process.cwd(), 'packages', 'content', 'jobs', 'openings.yaml');

/** Every opening of the seed, validated, with its deadline counted from `day`. */
export function readSeedJobs(day = today(), file = seedFile): Job[] {
  const relative = path.relative(process.cwd(), file);
  // Read at run time from the checkout: the CMS bundle need not trace it (turbopackIgnore).
  const result = z.array(seedJobSchema).safeParse(parseYaml(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new ContentError(`${relative}: invalid content\n${problems.join('\n')}`);
  }
  const ids = new Set<number>();
  for (const [index, job] of result.data.entries()) {
    if (ids.has(job.id)) throw new ContentError(`${relative}: invalid content\n  ${index}.id: ${job.id} is used twice`);
    ids.add(job.id);
  }
  return result.data.map(({ closesInDays, postedDaysAgo, ...job }) => ({
    ...job,
    deadline: daysAfter(day, closesInDays),
    posted: daysAfter(day, -postedDaysAgo),
  }));
}

/** The day `days` after `day` (both YYYY-MM-DD). */
export function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day `months` calendar months before `day` (both YYYY-MM-DD), clamped to the month's last day. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Today in a market's time zone, as YYYY-MM-DD. Where no market is named (the seed's openings, shared by
 * all three) Croatia's calendar serves: the three share Central European time.
 */
export function today(now = new Date(), market: Market = 'cro'): string {
  return dayIn(market, now);
}

/** A market's openings still open on `day` (the deadline day included), with only the market's locales. */
export function openJobs(jobs: readonly Job[], market: Market, day: string): Job[] {
  const own = localesOf(market);
  return jobs
    .filter((job) => job.markets.includes(market) && job.deadline >= day)
    .map((job) => ({ ...job, translations: Object.fromEntries(Object.entries(job.translations).filter(([locale]) => own.includes(locale as Locale))) }));
}
