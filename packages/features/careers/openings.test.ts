import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localeTags, localesOf, markets, type Market } from '@/config/markets';
import type { Job } from '@/content/job-schema';
import { isSlug } from '@/content/post-schema';
import { seedSnapshot } from '@/content/seed';
import { pathOf, pagesOf } from '@/routes';
import { sitemapXml } from '@/routes/sitemap';
import { openingSwitchPaths, openingsOf, openingSitemapEntries } from './openings';

const DAY = '2026-03-20';
const seedJobs = (market: Market) => seedSnapshot(market, DAY).jobs;

const opening = (id: number, titles: Partial<Record<'hr' | 'en', string>>): Job => ({
  id,
  markets: ['cro'],
  contract: 'permanent',
  deadline: '2026-04-30',
  posted: '2026-03-01',
  translations: Object.fromEntries(Object.entries(titles).map(([locale, title]) => [locale, { title, place: 'Zagreb', description: 'Opis.' }])),
});

describe('job opening pages', () => {
  for (const market of markets) {
    it(`gives every seed opening of ${market} a page of its own in each language it has, under the careers page, at an address from its title`, () => {
      const jobs = seedJobs(market);
      const pages = openingsOf(market, jobs);
      assert.equal(
        pages.length,
        jobs.reduce((count, job) => count + Object.keys(job.translations).length, 0),
      );
      const tablePaths = new Set(pagesOf(market).map((page) => page.path));
      for (const page of pages) {
        const [parent, slug] = [page.path.slice(0, page.path.lastIndexOf('/')), page.path.slice(page.path.lastIndexOf('/') + 1)];
        assert.equal(parent, pathOf('karijere', page.locale));
        assert.ok(isSlug(slug), slug);
        assert.ok(!tablePaths.has(page.path), `${page.path} is a page of the route table`);
      }
      assert.equal(new Set(pages.map((page) => page.path)).size, pages.length);
    });
  }

  it("makes the address from the title without its marks, and keeps two openings of one title apart by the later one's number", () => {
    const jobs = [
      opening(3, { hr: 'Skladištar/skladištarka (m/ž)', en: 'Warehouse associate' }),
      opening(9, { hr: 'Skladištar/skladištarka (m/ž)' }),
      opening(4, { hr: '—' }),
    ];
    const paths = openingsOf('cro', jobs).map((page) => page.path);
    assert.deepEqual(paths, [
      '/karijere/skladistar-skladistarka-m-z',
      '/karijere/4',
      '/karijere/skladistar-skladistarka-m-z-9',
      '/en/careers/warehouse-associate',
    ]);
  });

  it('leaves out of the pages an opening the snapshot does not hold', () => {
    const [kept, gone] = [opening(1, { hr: 'Farmaceut (m/ž)' }), opening(2, { hr: 'Vozač (m/ž)' })];
    assert.deepEqual(
      openingsOf('cro', [kept, gone]).map((page) => page.job.id),
      [1, 2],
    );
    assert.deepEqual(
      openingsOf('cro', [kept]).map((page) => page.job.id),
      [1],
    );
  });

  for (const market of markets) {
    it(`switches language on an opening's page of ${market} to the same opening, or to the careers page where it has no text`, () => {
      const local = localesOf(market).find((locale) => locale !== 'en')!;
      const en = 'en';
      const jobs = seedJobs(market);
      const pages = openingsOf(market, jobs);
      const paths = openingSwitchPaths(market, local, en, jobs);
      for (const page of pages.filter((p) => p.locale === local)) {
        assert.equal(paths[page.path], pages.find((other) => other.job.id === page.job.id && other.locale === en)!.path);
      }
      const untranslated = jobs.map((job) => ({ ...job, translations: { [local]: job.translations[local]! } }));
      const [first] = openingsOf(market, untranslated);
      assert.equal(openingSwitchPaths(market, local, en, untranslated)[first!.path], pathOf('karijere', en));
    });
  }

  it('lists each opening page in the sitemap with its language alternates and x-default', () => {
    const jobs = seedJobs('cro');
    const entries = openingSitemapEntries('cro', jobs);
    const pages = openingsOf('cro', jobs);
    assert.equal(entries.length, pages.length);
    for (const page of pages) {
      const entry = entries.find((candidate) => candidate.path === page.path)!;
      const same = pages.filter((other) => other.job.id === page.job.id);
      assert.deepEqual(entry.alternates, [
        ...same.map((other) => ({ lang: localeTags[other.locale], path: other.path })),
        { lang: 'x-default', path: same.find((other) => other.locale === 'hr')!.path },
      ]);
    }
    const xml = sitemapXml({ market: 'cro', url: 'https://hr.example' }, entries);
    const [page] = pages;
    assert.ok(xml.includes(`<loc>https://hr.example${page!.path}</loc>`));
    assert.ok(xml.includes(`hreflang="x-default" href="https://hr.example${page!.path}"`));
  });
});
