import { localeTags } from '@/config/markets';
import { alternatesOf, isIndexed, pathOf, routesOf } from '@/routes';
import { localesOf } from '@/config/markets';
import { articlesOf, translationsOf } from '@/features/news/posts';
import { openingsOf } from '@/features/careers/openings';
import { builtSnapshot, expect, pathOfUrl, test } from './support';

test('sitemap.xml lists exactly the market pages, news articles and job opening pages, each with its alternates', async ({ request, market, pages }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const locs = entries.map((entry) => pathOfUrl(entry.match(/<loc>([^<]+)<\/loc>/)![1]!));
  const articles = articlesOf(market);
  const openings = openingsOf(market, builtSnapshot(market).jobs);
  const indexed = pages.filter((page) => isIndexed(page.key));
  expect(locs.sort()).toEqual([...indexed, ...articles, ...openings].map((page) => page.path).sort());

  for (const entry of entries) {
    const path = pathOfUrl(entry.match(/<loc>([^<]+)<\/loc>/)![1]!);
    const page = pages.find((p) => p.path === path);
    const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], pathOfUrl(m[2]!)]);
    // An article's or opening's alternates are only its existing translations.
    const opening = openings.find((o) => o.path === path);
    const expected = page
      ? alternatesOf(market, page.key).map((alt) => [localeTags[alt.locale], alt.path])
      : opening
        ? openings.filter((o) => o.job.id === opening.job.id).map((o) => [localeTags[o.locale], o.path])
        : translationsOf(market, articles.find((a) => a.path === path)!.post).map((t) => [localeTags[t.locale], t.path]);
    expect(links.filter(([lang]) => lang !== 'x-default')).toEqual(expected);
    expect(links.some(([lang]) => lang === 'x-default')).toBe(true);
  }
});

test('robots.txt allows the site, hides the API, the search results and the thank-you page, and names the sitemap', async ({ request, market }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /api/');
  const hidden = routesOf(market).filter((key) => !isIndexed(key));
  expect(hidden).toEqual(['pretraga', 'hvala']);
  for (const key of hidden) for (const locale of localesOf(market)) expect(text).toContain(`Disallow: ${pathOf(key, locale)}\n`);
  expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});
