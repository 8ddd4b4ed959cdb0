/**
 * Markets and locales are declared once (markets.ts); everything else that
 * must exist per market or per locale is checked against that declaration, so
 * a market or language added in one place but not the others fails here.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { documents } from '@/content/downloads';
import { pagesOf } from '@/routes';
import { marketProfiles } from '@/content/company';
import { roles } from '@/features/staff/capabilities';
import { dayIn, defaultLocale, localeRouting, locales, localesOf, localeTags, markets, prefixOf, slugSets, timeZoneOf, yearIn } from './markets';

const root = process.cwd();
const sorted = (values: Iterable<string>) => [...values].sort();

describe('markets and locales declared once', () => {
  it('every locale is spoken in some market, and every market has a company profile', () => {
    assert.deepEqual(sorted(new Set(markets.flatMap((market) => localesOf(market)))), sorted(locales));
    assert.deepEqual(sorted(Object.keys(marketProfiles)), sorted(markets), 'each market has its profile in packages/content/company.ts');
  });

  it('every locale has its URL routing and its language tag, and every slug set is read by a locale', () => {
    assert.deepEqual(sorted(Object.keys(localeRouting)), sorted(locales));
    assert.deepEqual(sorted(Object.keys(localeTags)), sorted(locales));
    assert.deepEqual(sorted(new Set(Object.values(localeRouting).map((routing) => routing.slugs))), sorted(slugSets));
  });

  it("each market's default locale has no prefix and its other locales have distinct prefixes with their own app folder", () => {
    for (const market of markets) {
      assert.equal(prefixOf(defaultLocale(market)), '', `${market}'s default locale`);
      const others = localesOf(market).slice(1);
      assert.equal(new Set(others.map(prefixOf)).size, others.length, `${market}: one prefix per locale`);
      for (const locale of others) {
        const page = path.join(root, 'apps', 'site', 'app', prefixOf(locale), '[[...slug]]', 'page.tsx');
        assert.ok(existsSync(page), `${market}/${locale}: ${path.relative(process.cwd(), page)} is missing`);
        assert.match(readFileSync(page, 'utf8'), new RegExp(`staticParams\\('${locale}'\\)`), `${page} serves ${locale}`);
      }
    }
  });

  it('every catalogue folder has exactly one file per locale', () => {
    // The site's catalogue is packages/messages/<locale>.json; a feature with many strings has its own folder beside it.
    const messages = path.join(root, 'packages', 'messages');
    const featureFolders = readdirSync(messages, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(messages, entry.name));
    assert.ok(featureFolders.length > 0, `${path.relative(process.cwd(), messages)} has no feature catalogues`);
    for (const folder of [messages, ...featureFolders]) {
      const files = readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace(/\.json$/, ''));
      assert.deepEqual(sorted(files), sorted(locales), path.relative(process.cwd(), folder));
    }
  });

  it('every page of every market has its copy in each of the market’s locales', () => {
    for (const market of markets) {
      for (const page of pagesOf(market)) {
        const file = path.join(root, 'packages', 'content', 'pages', page.key, `${page.locale}.yaml`);
        assert.ok(existsSync(file), `${market}: ${path.relative(process.cwd(), file)} is missing`);
      }
    }
  });

  it('documents name only declared markets and locales', () => {
    for (const doc of documents) {
      for (const market of doc.markets) assert.ok(markets.includes(market), `${doc.key}: ${market}`);
      for (const locale of doc.locales) assert.ok(locales.includes(locale), `${doc.key}: ${locale}`);
    }
  });

  it("the CMS's database types list every market, locale and staff role: a new one needs a CMS migration", () => {
    // Payload keeps selects as PostgreSQL enum types; its newest migration's snapshot says what they hold.
    const dir = path.join(process.cwd(), 'apps', 'cms', 'migrations');
    const newest = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .at(-1)!;
    const { enums } = JSON.parse(readFileSync(path.join(dir, newest), 'utf8')) as { enums: Record<string, { values: string[] }> };
    const stale: string[] = [];
    for (const [name, { values }] of Object.entries(enums)) {
      const expected = /_markets?$/.test(name) ? markets : /_locales?$/.test(name) ? locales : name.endsWith('enum_users_role') ? roles : undefined;
      if (expected && sorted(values).join() !== sorted(expected).join()) stale.push(`${name}: ${values.join(', ')}`);
    }
    assert.deepEqual(
      stale,
      [],
      `apps/cms/migrations/${newest} is behind the code: run \`npm run cms:migration -- <name>\` (docs/architecture.md: A new market or language)`,
    );
  });
});

describe("each market's clock", () => {
  it('gives every market a time zone of its own country', () => {
    assert.deepEqual(Object.fromEntries(markets.map((market) => [market, timeZoneOf(market)])), {
      cro: 'Europe/Zagreb',
      slo: 'Europe/Ljubljana',
      bih: 'Europe/Sarajevo',
    });
    assert.equal(timeZoneOf('xx'), 'Europe/Zagreb', 'a market stored before it was dropped');
  });

  it("counts days and years on the market's clock: 00:30 on New Year's Day there is still the old year in UTC", () => {
    const newYear = new Date('2026-12-31T23:30:00Z');
    for (const market of markets) {
      assert.equal(dayIn(market, newYear), '2027-01-01', market);
      assert.equal(yearIn(market, newYear), 2027, market);
    }
    assert.equal(yearIn('cro', new Date('2026-12-31T22:59:59Z')), 2026, 'a second before midnight there');
  });
});
