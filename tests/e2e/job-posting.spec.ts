/**
 * Every opening on the built careers pages of the market, in each of its languages, carries a
 * JobPosting that passes the structured-data check (tests/support/job-posting-rules.ts), for the
 * openings of the content the build was made from.
 */
import { localesOf } from '@/config/markets';
import { pathOf } from '@/routes';
import { ACCEPTED_WARNINGS, checkJobPosting, jobPostingsIn } from '../support/job-posting-rules';
import { builtSnapshot, expect, test } from './support';

test('every opening on the careers page carries valid JobPosting data', async ({ request, market }) => {
  const openings = builtSnapshot(market).jobs;
  expect(openings.length).toBeGreaterThan(0);
  for (const locale of localesOf(market)) {
    const path = pathOf('karijere', locale);
    const html = await (await request.get(path)).text();
    const listed = [...html.matchAll(/<li id="opening-(\d+)" data-job="\d+"/g)].map((match) => Number(match[1]));
    const postings = jobPostingsIn(html);
    const own = openings.filter((job) => job.translations[locale]);
    expect(listed.sort(), path).toEqual(own.map((job) => job.id).sort());
    expect(postings.map((posting) => Number((posting.identifier as { value: string }).value)).sort(), path).toEqual(listed);
    for (const posting of postings) {
      const job = own.find((opening) => String(opening.id) === (posting.identifier as { value: string }).value)!;
      const { errors, warnings } = checkJobPosting(posting);
      expect(errors, `${path} ${job.id}`).toEqual([]);
      expect(warnings.filter((warning) => !ACCEPTED_WARNINGS.includes(warning)), `${path} ${job.id}`).toEqual([]);
      expect(posting.title).toBe(job.translations[locale]!.title);
      expect(posting.datePosted).toBe(job.posted);
      expect(posting.validThrough).toMatch(new RegExp(`^${job.deadline}T23:59:59[+-]\\d{2}:\\d{2}$`));
    }
    // No text inside the data can end its script element.
    for (const [, block] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(block).not.toContain('<');
  }
});
