import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketTimeZones, markets, type Locale, type Market } from '@/config/markets';
import { marketProfiles } from '@/content/company';
import { withPostingDays } from '@/content/jobs';
import { seedSnapshot } from '@/content/seed';
import type { Site } from '@/content/site';
import { ACCEPTED_WARNINGS, checkJobPosting } from '../../../tests/support/job-posting-rules';
import { jobPostingJsonLd } from './job-posting';

const siteOf = (market: Market): Site => ({ market, url: marketProfiles[market].siteUrl, profile: marketProfiles[market] });
const DAY = '2026-03-20';
const openingsOf = (market: Market) => withPostingDays(seedSnapshot(market, DAY).jobs, [], DAY);

/** The moment as the market's clock shows it, "YYYY-MM-DD HH:MM:SS". */
const marketClock = (moment: string, market: Market) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: marketTimeZones[market], dateStyle: 'short', timeStyle: 'medium' }).format(new Date(moment));

describe('JobPosting structured data', () => {
  for (const market of markets) {
    it(`is valid for every seed opening of ${market} in each of its languages`, () => {
      const openings = openingsOf(market);
      assert.ok(openings.length > 0);
      for (const job of openings) {
        for (const locale of Object.keys(job.translations) as Locale[]) {
          const posting = jobPostingJsonLd(job, locale, siteOf(market))!;
          const { errors, warnings } = checkJobPosting(posting);
          assert.deepEqual(errors, [], `${market} ${job.id} ${locale}`);
          assert.deepEqual(warnings.filter((warning) => !ACCEPTED_WARNINGS.includes(warning)), [], `${market} ${job.id} ${locale}`);
          assert.equal(posting.datePosted, DAY);
          // Open through the whole deadline day on the market's own clock.
          assert.equal(marketClock(posting.validThrough as string, market), `${job.deadline} 23:59:59`);
        }
      }
    });
  }

  it('gives the full address of the group site an opening is at, and the place alone elsewhere', () => {
    const [job] = openingsOf('cro');
    const at = (place: string) => jobPostingJsonLd({ ...job!, translations: { hr: { ...job!.translations.hr!, place } } }, 'hr', siteOf('cro'))!.jobLocation;
    assert.deepEqual(at('Dugopolje'), {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: 'Poslovna zona Podi 5', postalCode: '21204', addressLocality: 'Dugopolje', addressRegion: 'Splitsko-dalmatinska županija', addressCountry: 'HR' },
    });
    assert.deepEqual(at('Osijek'), { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Osijek', addressCountry: 'HR' } });
  });

  it('counts the deadline on summer time in summer', () => {
    const [job] = openingsOf('slo');
    assert.match(jobPostingJsonLd({ ...job!, deadline: '2026-07-31' }, 'sl', siteOf('slo'))!.validThrough as string, /^2026-07-31T23:59:59\+02:00$/);
    assert.match(jobPostingJsonLd({ ...job!, deadline: '2026-12-31' }, 'sl', siteOf('slo'))!.validThrough as string, /^2026-12-31T23:59:59\+01:00$/);
  });

  it('is left out for an opening without its day of publication', () => {
    const [job] = openingsOf('bih');
    assert.equal(jobPostingJsonLd({ ...job!, posted: undefined }, 'bs', siteOf('bih')), undefined);
  });

  it('hands each opening its first day on from the live build, and dates a new one today', () => {
    const [first, second] = openingsOf('cro');
    const live = [{ ...first!, posted: '2026-01-05' }];
    const undated = [first!, second!].map((job) => ({ ...job, posted: undefined }));
    assert.deepEqual(withPostingDays(undated, live, '2026-02-01').map((job) => job.posted), ['2026-01-05', '2026-02-01']);
  });
});

describe('the JobPosting check', () => {
  const valid = () => jobPostingJsonLd(openingsOf('cro')[0]!, 'hr', siteOf('cro'))!;
  const errorsOf = (posting: unknown) => checkJobPosting(posting).errors;

  it('refuses a missing required property, a property schema.org does not give a JobPosting and a wrong nested type', () => {
    const { datePosted, ...undated } = valid();
    assert.ok(datePosted);
    assert.deepEqual(errorsOf(undated), ['datePosted: required, missing']);
    assert.deepEqual(errorsOf({ ...valid(), inLanguage: 'hr-HR' }), ['JobPosting.inLanguage: not a schema.org property of JobPosting']);
    assert.deepEqual(errorsOf({ ...valid(), jobLocation: { '@type': 'Place', address: 'Zagreb' } }), ['jobLocation[0].address: not an object (PostalAddress expected)']);
    assert.deepEqual(errorsOf({ ...valid(), '@type': 'Job' }), ['JobPosting: @type is "Job", not JobPosting']);
  });

  it('refuses dates without ISO 8601 form or offset, an employment type Google does not know and markup a listing does not show', () => {
    assert.deepEqual(errorsOf({ ...valid(), datePosted: '20. 3. 2026.' }), ['datePosted: not an ISO 8601 date']);
    assert.deepEqual(errorsOf({ ...valid(), validThrough: '2026-05-10T23:59:59' }), ['validThrough: not an ISO 8601 date and time with its offset']);
    assert.deepEqual(errorsOf({ ...valid(), validThrough: '2020-01-01T00:00:00+01:00' }), ['validThrough: not after datePosted']);
    assert.deepEqual(errorsOf({ ...valid(), employmentType: 'permanent' }), ['employmentType: "permanent" is not among Google\'s values']);
    assert.deepEqual(errorsOf({ ...valid(), description: '<p>Posao</p><script>x()</script>' }), ['description: <script> is not markup a job listing shows', 'description: <script> is not markup a job listing shows']);
  });

  it('warns of a missing recommended property', () => {
    const { validThrough, ...open } = valid();
    assert.ok(validThrough);
    assert.deepEqual(checkJobPosting(open).warnings, ['validThrough: recommended, missing', 'baseSalary: recommended, missing']);
  });
});
