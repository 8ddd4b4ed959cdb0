import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markets } from '@/config/markets';
import { robotsTxt, sitemapXml } from '@/routes/sitemap';
import { articleSitemapEntries } from '@/features/news/article';
import { articlesOf } from '@/features/news/posts';
import { alternatesOf, existsIn, isIndexed, pagesOf, parentOf, pathOf, redirectsOf, routeAt, routeKeys, routesOf } from './index';

/** The paths of the specification's section 2 table, exactly as written (hr, en). */
const specPaths: Array<[string, string, string]> = [
  ['home', '/', '/en'],
  ['cookies', '/cookies', '/en/cookie-policy'],
  ['file', '/file', '/en/file'],
  ['karijere', '/karijere', '/en/careers'],
  ['novosti-i-dogadanja', '/novosti-i-dogadanja', '/en/news-and-events'],
  ['o-nama', '/o-nama', '/en/about-us'],
  ['o-nama-podaci-o-tvrtki', '/o-nama/podaci-o-tvrtki', '/en/about-us/company-information'],
  ['obavijest-o-videonadzoru', '/obavijest-o-videonadzoru', '/en/notice-of-video-surveillance'],
  ['pravila-privatnosti', '/pravila-privatnosti', '/en/privacy-policy'],
  ['uvjeti-koristenja', '/uvjeti-koristenja', '/en/terms-of-use'],
  ['nase-usluge-klinicke-studije', '/nase-usluge/klinicke-studije', '/en/services/clinical-trials'],
  ['nase-usluge-registracije', '/nase-usluge/registracije', '/en/services/regulatory-affairs'],
  ['nase-usluge-sekundarno-opremanje', '/nase-usluge/sekundarno-opremanje', '/en/services/repackaging-and-relabeling'],
  ['nase-usluge-servis', '/nase-usluge/servis', '/en/services/service'],
  ['nase-usluge-skladistenje-i-transport', '/nase-usluge/skladistenje-i-transport', '/en/services/warehousing-and-transport'],
  ['sluzbe-dijagnostika', '/sluzbe/dijagnostika', '/en/departments/laboratory-diagnostics'],
  ['sluzbe-marketing-zastupstva', '/sluzbe/marketing-zastupstva', '/en/departments/marketing'],
  ['sluzbe-medicinska-oprema', '/sluzbe/medicinska-oprema', '/en/departments/medical-devices-and-equipment'],
  ['sluzbe-stomatologija-i-zubna-tehnika', '/sluzbe/stomatologija-i-zubna-tehnika', '/en/departments/dental-medicine-and-dental-technics'],
  ['sluzbe-veterina', '/sluzbe/veterina', '/en/departments/animal-health'],
  ['sluzbe-lijekovi-i-medicinski-proizvodi', '/sluzbe/lijekovi-i-medicinski-proizvodi', '/en/departments/medicinal-products-and-medical-devices'],
  ['prijava-nuspojava', '/prijava-nuspojava', '/en/reporting-side-effects'],
  ['pretraga', '/pretraga', '/en/search'],
  ['hvala', '/hvala', '/en/thank-you'],
  [
    'cochlear-ltd-dobrobit-i-kohlearni-implantat',
    '/sluzbe/lijekovi-i-medicinski-proizvodi/cochlear-ltd/dobrobit-i-kohlearni-implantat',
    '/en/departments/medicinal-products-and-medical-devices/cochlear-ltd/well-being-survey',
  ],
  ['galderma-daylong', '/sluzbe/marketing-zastupstva/galderma/daylong', '/en/departments/marketing/galderma/daylong'],
  ['schmidgall-carmol-pastille', '/sluzbe/marketing-zastupstva/schmidgall/carmol-pastille', '/en/departments/marketing/schmidgall/carmol-lozenges'],
];

describe('route table', () => {
  it('has the specification paths for hr and en, exactly', () => {
    for (const [key, hr, en] of specPaths) {
      assert.ok(routeKeys.includes(key as never), `missing route ${key}`);
      assert.equal(pathOf(key as never, 'hr'), hr);
      assert.equal(pathOf(key as never, 'en'), en);
    }
  });

  it('gives Bosnian the Croatian slugs and Slovenian its own', () => {
    for (const key of routeKeys) assert.equal(pathOf(key, 'bs'), pathOf(key, 'hr'));
    assert.equal(pathOf('sluzbe-dijagnostika', 'sl'), '/storitve/diagnostika');
    assert.equal(pathOf('nase-usluge-registracije', 'sl'), '/nase-storitve/registracije');
    for (const key of routesOf('slo', 'department')) assert.match(pathOf(key, 'sl'), /^\/storitve\//);
    for (const key of routesOf('slo', 'service')) assert.match(pathOf(key, 'sl'), /^\/nase-storitve\//);
  });

  it('keeps every path unique within a market and locale', () => {
    for (const market of markets) {
      const paths = pagesOf(market).map((page) => page.path);
      assert.equal(new Set(paths).size, paths.length, `duplicate path in ${market}`);
    }
  });

  it('names only existing parents, and a child exists only where its parent does', () => {
    for (const key of routeKeys) {
      const parent = parentOf(key);
      if (!parent) continue;
      assert.ok(routeKeys.includes(parent), `${key} has unknown parent ${parent}`);
      for (const market of markets) if (existsIn(key, market)) assert.ok(existsIn(parent, market), `${key} in ${market} without ${parent}`);
    }
  });

  it('follows the market visibility table', () => {
    const everywhere = [
      'sluzbe-dijagnostika',
      'sluzbe-medicinska-oprema',
      'sluzbe-stomatologija-i-zubna-tehnika',
      'sluzbe-veterina',
      'nase-usluge-registracije',
      'nase-usluge-sekundarno-opremanje',
      'nase-usluge-skladistenje-i-transport',
    ] as const;
    for (const key of everywhere) for (const market of markets) assert.ok(existsIn(key, market), `${key} in ${market}`);
    for (const key of ['sluzbe-lijekovi-i-medicinski-proizvodi', 'sluzbe-marketing-zastupstva', 'galderma', 'cochlear-ltd'] as const) {
      assert.deepEqual(
        markets.filter((m) => existsIn(key, m)),
        ['cro', 'slo'],
        key,
      );
    }
    for (const key of ['nase-usluge-klinicke-studije', 'nase-usluge-servis'] as const) {
      assert.deepEqual(
        markets.filter((m) => existsIn(key, m)),
        ['cro'],
        key,
      );
    }
  });

  it('finds a page by path only in markets that have it', () => {
    assert.equal(routeAt('cro', '/nase-usluge/klinicke-studije')?.key, 'nase-usluge-klinicke-studije');
    assert.equal(routeAt('bih', '/nase-usluge/klinicke-studije'), undefined);
    assert.equal(routeAt('slo', '/sluzbe/dijagnostika'), undefined);
    assert.equal(routeAt('slo', '/storitve/diagnostika')?.locale, 'sl');
  });

  it('redirects the legacy paths to their canonical pages', () => {
    const cro = redirectsOf('cro');
    assert.equal(cro.get('/en/karijere'), '/en/careers');
    assert.equal(cro.get('/en/sluzbe/marketing-zastupstva/galderma/daylong'), '/en/departments/marketing/galderma/daylong');
    assert.equal(cro.get('/reporting-side-effects'), '/en/reporting-side-effects');
    assert.equal(redirectsOf('bih').get('/en/sluzbe/marketing-zastupstva/galderma/daylong'), undefined);
  });

  it('lists every locale of a route as alternates', () => {
    assert.deepEqual(alternatesOf('slo', 'o-nama'), [
      { locale: 'sl', path: '/o-nas' },
      { locale: 'en', path: '/en/about-us' },
    ]);
  });

  it('writes a sitemap with exactly the market pages and news articles, and their alternates', () => {
    const xml = sitemapXml({ market: 'bih', url: 'https://ba.example' }, articleSitemapEntries('bih'));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = [...pagesOf('bih').filter((page) => isIndexed(page.key)), ...articlesOf('bih')].map((p) => p.path);
    assert.deepEqual(locs.sort(), paths.map((path) => `https://ba.example${path}`).sort());
    assert.match(xml, /hreflang="x-default" href="https:\/\/ba\.example\/o-nama"/);
    assert.doesNotMatch(xml, /klinicke-studije/);
    assert.doesNotMatch(xml, /pretraga|\/search/);
  });

  it('keeps the search results and thank-you pages out of the sitemap and away from crawlers', () => {
    assert.deepEqual(
      pagesOf('slo')
        .filter((page) => !isIndexed(page.key))
        .map((page) => page.path),
      ['/iskanje', '/en/search', '/hvala', '/en/thank-you'],
    );
    const robots = robotsTxt({ market: 'slo', url: 'https://si.example' });
    assert.match(robots, /^Disallow: \/iskanje$/m);
    assert.match(robots, /^Disallow: \/en\/search$/m);
    assert.match(robots, /^Disallow: \/hvala$/m);
    assert.match(robots, /^Disallow: \/api\/$/m);
  });
});
