import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketTimeZones, markets, type Locale, type Market } from '@/config/markets';
import { marketProfiles } from '@/content/company';
import { daysAfter } from '@/content/jobs';
import { seedSnapshot } from '@/content/seed';
import type { Site } from '@/content/site';
import { ACCEPTED_WARNINGS, checkJobPosting } from '../../../tests/support/job-posting-rules';
import { jobPostingJsonLd } from './job-posting';
import { openingsOf, type Opening } from './openings';

const siteOf = (market: Market): Site => ({ market, url: marketProfiles[market].siteUrl, profile: marketProfiles[market] });
const DAY = '2026-03-20';
/** Each seed opening's page of a market, as a build on DAY makes them. */
const pagesOf = (market: Market) => openingsOf(market, seedSnapshot(market, DAY).jobs);
/** The first seed opening's page of a market in a locale, with its opening changed as given. */
const pageWith = (market: Market, locale: Locale, change: Partial<Opening['job']> = {}): Opening => {
  const opening = pagesOf(market).find((page) => page.locale === locale)!;
  return { ...opening, job: { ...opening.job, ...change } };
};

/** The moment as the market's clock shows it, "YYYY-MM-DD HH:MM:SS". */
const marketClock = (moment: string, market: Market) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: marketTimeZones[market], dateStyle: 'short', timeStyle: 'medium' }).format(new Date(moment));

describe('JobPosting structured data', () => {
  for (const market of markets) {
    it(`is valid on the page of every seed opening of ${market} in each of its languages, naming that page and the stored day`, () => {
      const pages = pagesOf(market);
      const site = siteOf(market);
      assert.ok(pages.length > 0);
      for (const opening of pages) {
        const { job, locale } = opening;
        const posting = jobPostingJsonLd(opening, site);
        const { errors, warnings } = checkJobPosting(posting);
        assert.deepEqual(errors, [], `${market} ${job.id} ${locale}`);
        assert.deepEqual(
          warnings.filter((warning) => !ACCEPTED_WARNINGS.includes(warning)),
          [],
          `${market} ${job.id} ${locale}`,
        );
        assert.equal(posting.url, `${site.url}${opening.path}`);
        assert.equal(posting.title, opening.text.title);
        // The seed's own day, before the day of the build: nothing dates it at build time.
        assert.equal(posting.datePosted, job.posted);
        assert.ok(job.posted < DAY, `${job.id}: ${job.posted}`);
        // Open through the whole deadline day on the market's own clock.
        assert.equal(marketClock(posting.validThrough as string, market), `${job.deadline} 23:59:59`);
      }
    });
  }

  it('gives the full address of the group site an opening is at, and the place alone elsewhere', () => {
    const page = pageWith('cro', 'hr');
    const at = (place: string) => jobPostingJsonLd({ ...page, text: { ...page.text, place } }, siteOf('cro')).jobLocation;
    assert.deepEqual(at('Dugopolje'), {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Poslovna zona Podi 5',
        postalCode: '21204',
        addressLocality: 'Dugopolje',
        addressRegion: 'Splitsko-dalmatinska županija',
        addressCountry: 'HR',
      },
    });
    assert.deepEqual(at('Osijek'), { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Osijek', addressCountry: 'HR' } });
  });

  it('counts the deadline on summer time in summer', () => {
    assert.match(jobPostingJsonLd(pageWith('slo', 'sl', { deadline: '2026-07-31' }), siteOf('slo')).validThrough as string, /^2026-07-31T23:59:59\+02:00$/);
    assert.match(jobPostingJsonLd(pageWith('slo', 'sl', { deadline: '2026-12-31' }), siteOf('slo')).validThrough as string, /^2026-12-31T23:59:59\+01:00$/);
  });

  it('gives as datePosted the day stored with the opening, whatever the day of the build', () => {
    const stored = daysAfter(DAY, -40);
    assert.equal(jobPostingJsonLd(pageWith('bih', 'bs', { posted: stored }), siteOf('bih')).datePosted, stored);
  });
});

describe('the JobPosting check', () => {
  const valid = () => jobPostingJsonLd(pageWith('cro', 'hr'), siteOf('cro'));
  const errorsOf = (posting: unknown) => checkJobPosting(posting).errors;

  it('refuses a missing required property, a property schema.org does not give a JobPosting and a wrong nested type', () => {
    const { datePosted, ...undated } = valid();
    assert.ok(datePosted);
    assert.deepEqual(errorsOf(undated), ['datePosted: required, missing']);
    assert.deepEqual(errorsOf({ ...valid(), inLanguage: 'hr-HR' }), ['JobPosting.inLanguage: not a schema.org property of JobPosting']);
    assert.deepEqual(errorsOf({ ...valid(), jobLocation: { '@type': 'Place', address: 'Zagreb' } }), [
      'jobLocation[0].address: not an object (PostalAddress expected)',
    ]);
    assert.deepEqual(errorsOf({ ...valid(), '@type': 'Job' }), ['JobPosting: @type is "Job", not JobPosting']);
  });

  it('refuses dates without ISO 8601 form or offset, an employment type Google does not know and markup a listing does not show', () => {
    assert.deepEqual(errorsOf({ ...valid(), datePosted: '20. 3. 2026.' }), ['datePosted: not an ISO 8601 date']);
    assert.deepEqual(errorsOf({ ...valid(), validThrough: '2026-05-10T23:59:59' }), ['validThrough: not an ISO 8601 date and time with its offset']);
    assert.deepEqual(errorsOf({ ...valid(), validThrough: '2020-01-01T00:00:00+01:00' }), ['validThrough: not after datePosted']);
    assert.deepEqual(errorsOf({ ...valid(), employmentType: 'permanent' }), ['employmentType: "permanent" is not among Google\'s values']);
    assert.deepEqual(errorsOf({ ...valid(), description: '<p>Posao</p><script>x()</script>' }), [
      'description: <script> is not markup a job listing shows',
      'description: <script> is not markup a job listing shows',
    ]);
  });

  it('warns of a missing recommended property', () => {
    const { validThrough, ...open } = valid();
    assert.ok(validThrough);
    assert.deepEqual(checkJobPosting(open).warnings, ['validThrough: recommended, missing', 'baseSalary: recommended, missing']);
  });
});
