/**
 * When a build may render only the pages with news, and what it takes from the live build.
 * The build itself, both ways, is compared byte for byte in tests/int/partial-build.test.ts.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { seedSnapshot } from '@/content/seed';
import type { Snapshot } from '@/content/snapshot';
import { articlePath } from '@/features/news/posts';
import { articlesGone, onlyNewsPagesDiffer, partialBase, takeUnrendered } from './partial-build';

const DAY = '2026-11-27';
const seed = seedSnapshot('cro', DAY);
const [newest, second, ...older] = seed.news;
const croatian = newest!.translations.hr!;
const withNewest = (changes: Partial<typeof croatian>): Snapshot => ({
  ...seed,
  news: [{ ...newest!, translations: { ...newest!.translations, hr: { ...croatian, ...changes } } }, second!, ...older],
});

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A live build as scripts/build.ts leaves it: its record and its content. */
function liveBuild(builtAt: string, siteUrl = 'https://www.farmadria.hr'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'partial-live-'));
  write(path.join(dir, 'build.json'), JSON.stringify({ siteUrl, builtAt }));
  write(path.join(dir, 'content.json'), JSON.stringify(seed));
  return dir;
}

describe('a build of news alone', () => {
  it("renders only the pages with news when a post's text changes", () => {
    assert.equal(onlyNewsPagesDiffer(seed, withNewest({ title: 'Novi naslov', body: 'Novi tekst.' })), true);
  });

  it('renders only the pages with news when a post leaves the site, unpublished or deleted', () => {
    assert.equal(onlyNewsPagesDiffer(seed, { ...seed, news: [second!, ...older] }), true);
    const withoutCroatian = { ...newest!, translations: { en: newest!.translations.en } };
    assert.equal(onlyNewsPagesDiffer(seed, { ...seed, news: [withoutCroatian, second!, ...older] }), true, 'its Croatian text removed');
  });

  it("renders every page when anything else changes, or an article's address", () => {
    const page = { ...seed, pages: { ...seed.pages, 'o-nama': { ...seed.pages['o-nama'], hr: { ...seed.pages['o-nama']!.hr!, title: 'O nama danas' } } } };
    const company: Snapshot = { ...seed, company: { ...seed.company, phone: '+385 1 000 0000' } };
    const published = { ...seed, news: [...seed.news, { ...newest!, id: 999, translations: { hr: { ...croatian, slug: 'nova-objava' } } }] };
    const reordered = { ...seed, news: [second!, newest!, ...older].map((post, index) => (index === 0 ? { ...post, date: '2099-01-01' } : post)) };
    for (const [name, after] of Object.entries({ page, company, published, reordered, renamed: withNewest({ slug: 'novi-naslov' }) })) {
      assert.equal(onlyNewsPagesDiffer(seed, after), false, name);
    }
  });

  it('renders every page when an opening changes, is unpublished or closes, so its own page is made again or leaves the site', () => {
    const [first, ...others] = seed.jobs;
    const retitled = { ...first!, translations: { ...first!.translations, hr: { ...first!.translations.hr!, title: 'Novi naziv radnog mjesta' } } };
    for (const [name, jobs] of Object.entries({ retitled: [retitled, ...others], unpublished: others })) {
      assert.equal(onlyNewsPagesDiffer(seed, { ...seed, jobs }), false, name);
      assert.equal(onlyNewsPagesDiffer(seed, { ...seed, jobs, news: [second!, ...older] }), false, `${name}, with news`);
    }
  });

  it('takes pages only from a live build of the same address and day', () => {
    const changed = withNewest({ title: 'Novi naslov' });
    const live = liveBuild('2026-11-27T08:00:00Z');
    assert.equal(partialBase(live, changed, 'https://www.farmadria.hr', DAY), live);
    assert.equal(partialBase(live, changed, 'https://www.farmadria.hr', '2026-11-28'), undefined, 'a day later');
    // Midnight in Zagreb is 23:00 UTC in winter: a build at 23:30 UTC was the next day.
    assert.equal(partialBase(liveBuild('2026-11-26T23:30:00Z'), changed, 'https://www.farmadria.hr', DAY) !== undefined, true);
    assert.equal(partialBase(live, changed, 'https://staging.farmadria.hr', DAY), undefined, 'another address');
    assert.equal(partialBase(undefined, changed, 'https://www.farmadria.hr', DAY), undefined, 'no build of the same code');
  });

  it('takes every file the new export lacks, but no compressed copy, share image or file the build writes', () => {
    const live = liveBuild('2026-11-27T08:00:00Z');
    for (const file of [
      'o-nama.html',
      'o-nama.html.br',
      'o-nama.html.gz',
      'o-nama/__next._full.txt',
      'share/emblem.png',
      'csp.json',
      'sitemap.xml',
      'novosti-i-dogadanja.html',
    ])
      write(path.join(live, file), `live ${file}`);
    const target = mkdtempSync(path.join(tmpdir(), 'partial-target-'));
    write(path.join(target, 'novosti-i-dogadanja.html'), 'rendered anew');
    assert.equal(takeUnrendered(live, target), 2);
    assert.equal(readFileSync(path.join(target, 'o-nama.html'), 'utf8'), 'live o-nama.html');
    assert.equal(readFileSync(path.join(target, 'o-nama/__next._full.txt'), 'utf8'), 'live o-nama/__next._full.txt');
    assert.equal(readFileSync(path.join(target, 'novosti-i-dogadanja.html'), 'utf8'), 'rendered anew');
    for (const file of ['o-nama.html.br', 'o-nama.html.gz', 'share/emblem.png', 'csp.json', 'sitemap.xml', 'build.json', 'content.json'])
      assert.equal(existsSync(path.join(target, file)), false, file);
  });

  it('takes no page of an article gone from the site, which then answers 404', () => {
    const live = liveBuild('2026-11-27T08:00:00Z');
    const address = articlePath('hr', croatian.slug);
    const base = address.slice(1);
    for (const file of [`${base}.html`, `${base}.txt`, `${base}/__next._full.txt`, 'o-nama.html']) write(path.join(live, file), `live ${file}`);
    const gone = articlesGone(live, { ...seed, news: [second!, ...older] });
    assert.deepEqual(gone, [address, articlePath('en', newest!.translations.en!.slug)], 'its article in each language');
    const target = mkdtempSync(path.join(tmpdir(), 'partial-target-'));
    assert.equal(takeUnrendered(live, target, gone), 1, 'only o-nama.html');
    for (const file of [`${base}.html`, `${base}.txt`, `${base}/__next._full.txt`]) assert.equal(existsSync(path.join(target, file)), false, file);
    assert.deepEqual(articlesGone(live, seed), [], 'nothing gone while every article stays');
  });
});
