import type { Page, Request } from '@playwright/test';
import { marketProfiles } from '@/content/company';
import { localeTags, localesOf, type Locale, type Market } from '@/config/markets';
import { fillPlaceholders } from '@/content/render';
import { newsContent } from '@/content/source';
import { format, messagesFor } from '@/i18n/messages';
import { articlesOf, categoryName, postsIn, relatedArticles, translationsOf, type Article } from '@/features/news/posts';
import { pathOf } from '@/routes';
import { decodeEntities, expect, pathOfUrl, test, violationsOf } from './support';

const listPath = (locale: Locale) => pathOf('novosti-i-dogadanja', locale);
const feedPathOf = (locale: Locale) => `${listPath(locale)}/feed.xml`;
const labelsOf = (locale: Locale) => messagesFor(locale).news;

/** The article's text as built: with the market's placeholders filled. */
function textOf(market: Market, article: Article) {
  return fillPlaceholders(article.translation, { market, url: marketProfiles[market].siteUrl, profile: marketProfiles[market] });
}

async function shownIds(page: Page): Promise<number[]> {
  return page.locator('[data-news-browser] [data-post]').evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.post)));
}

/** Requests that would mean the list went back to the server: a new document, or a fetch carrying the list's query. */
function watchRoundTrips(page: Page): string[] {
  const trips: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() || url.searchParams.has('category') || url.searchParams.has('page')) trips.push(request.url());
  });
  return trips;
}

/** A category with posts in this market and locale, but not all of them; and one with none. */
function categoriesFor(market: Market, locale: Locale) {
  const posts = postsIn(market, locale);
  const count = (id: string) => posts.filter((post) => post.categories.includes(id)).length;
  const ids = newsContent(market).categories.map((category) => category.id);
  return {
    some: [...ids].sort((a, b) => count(b) - count(a)).find((id) => count(id) < posts.length)!,
    empty: ids.find((id) => count(id) === 0),
  };
}

test.describe('news list', () => {
  test('shows nine posts a page, newest first, with news and event markers, and pages in the browser', async ({ page, market }) => {
    for (const locale of localesOf(market)) {
      const labels = labelsOf(locale);
      const posts = postsIn(market, locale);
      const ids = posts.map((post) => post.id);
      expect(ids.length, 'more than one page of posts').toBeGreaterThan(9);

      await page.goto(listPath(locale));
      await expect(page.locator('[data-news-browser]')).toBeVisible();
      expect(await shownIds(page)).toEqual(ids.slice(0, 9));

      // Markers: each card says whether it is news or an event; events show their date.
      for (const post of posts.slice(0, 9)) {
        const card = page.locator(`[data-news-browser] [data-post="${post.id}"]`);
        // Every card has the same parts, a cover first, drawn for the post or not.
        await expect(card.locator(':scope > svg[data-cover]:first-child')).toHaveCount(1);
        await expect(card.locator('[data-marker]')).toHaveText(post.kind === 'event' ? labels.event : labels.news);
        await expect(card.locator('[data-event-date]')).toHaveCount(post.kind === 'event' ? 1 : 0);
      }

      const trips = watchRoundTrips(page);
      const pagination = page.getByRole('navigation', { name: labels.pagination });
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
      await pagination.getByRole('link', { name: format(labels.page, { page: 2 }), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath(locale)}\\?page=2$`));
      await expect.poll(() => shownIds(page)).toEqual(ids.slice(9, 18));
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
      await expect(page.locator('[data-news-status]')).toHaveText(format(labels.showing, { from: 10, to: Math.min(18, ids.length), total: ids.length }));

      await pagination.getByRole('link', { name: labels.previous }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath(locale)}$`));
      await expect.poll(() => shownIds(page)).toEqual(ids.slice(0, 9));
      await page.goBack();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect.poll(() => shownIds(page)).toEqual(ids.slice(9, 18));
      expect(trips, 'paging stays in the browser').toEqual([]);
    }
  });

  test('hydrates the prerendered list instead of replacing it (its cards stay the painted ones)', async ({ page, locale }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedCards: string[] }).removedCards = removed;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            if (node instanceof Element && (node.matches('[data-post], [data-news-status]') || node.querySelector('[data-post]')))
              removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(listPath(locale));
    // React has hydrated the filter (it marks the elements it owns), and the effects that follow have run.
    await page.waitForFunction(() => {
      const select = document.querySelector('[data-news-browser] select');
      return !!select && Object.keys(select).some((key) => key.startsWith('__reactFiber'));
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
    expect(await page.evaluate(() => (window as unknown as { removedCards: string[] }).removedCards)).toEqual([]);
  });

  test('filters by category with a labelled control, keeps it in the URL, and opens a shared link filtered', async ({ page, market, locale }) => {
    const labels = labelsOf(locale);
    const { some } = categoriesFor(market, locale);
    const expected = postsIn(market, locale)
      .filter((post) => post.categories.includes(some))
      .map((post) => post.id);

    await page.goto(listPath(locale));
    await expect(page.locator('[data-news-browser]')).toBeVisible();
    const trips = watchRoundTrips(page);
    const filter = page.getByLabel(labels.categoryFilter);
    await filter.selectOption(some);
    await expect(page).toHaveURL(new RegExp(`\\?category=${some}$`));
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, 9));
    await expect(page.locator('[data-news-status]')).toHaveText(format(labels.showing, { from: 1, to: Math.min(9, expected.length), total: expected.length }));
    await expect(page.locator('[data-news-status]')).toHaveAttribute('role', 'status');

    // Back to all categories: the query goes away.
    await filter.selectOption('');
    await expect(page).toHaveURL(new RegExp(`${listPath(locale)}$`));
    expect(await filter.locator('option').first().textContent()).toBe(labels.allCategories);

    // The keyboard alone moves through the categories.
    await filter.focus();
    await page.keyboard.press('ArrowDown');
    const first = newsContent(market).categories.find((category) => postsIn(market, locale).some((post) => post.categories.includes(category.id)))!.id;
    await expect(page).toHaveURL(new RegExp(`\\?category=${first}$`));
    expect(trips, 'filtering stays in the browser').toEqual([]);

    // A shared link opens the same view.
    await page.goto(`${listPath(locale)}?category=${some}`);
    await expect(filter).toHaveValue(some);
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, 9));
    const all = postsIn(market, locale).map((post) => post.id);
    await page.goto(`${listPath(locale)}?page=2`);
    await expect.poll(() => shownIds(page)).toEqual(all.slice(9, 18));
  });

  test('offers only categories with posts here; a shared link to an empty one says so and leads back to all posts', async ({ page, market }) => {
    for (const locale of localesOf(market)) {
      const labels = labelsOf(locale);
      const { empty } = categoriesFor(market, locale);
      expect(empty, `${market} ${locale} has an empty category`).toBeDefined();
      const posts = postsIn(market, locale);
      const offered = newsContent(market).categories.filter((category) => posts.some((post) => post.categories.includes(category.id)));

      await page.goto(listPath(locale));
      const filter = page.getByLabel(labels.categoryFilter);
      await expect(filter.locator('option')).toHaveText([labels.allCategories, ...offered.map((category) => categoryName(category, locale))]);

      await page.goto(`${listPath(locale)}?category=${empty}`);
      const name = categoryName(
        newsContent(market).categories.find((category) => category.id === empty)!,
        locale,
      );
      await expect(page.locator('[data-news-status]')).toHaveText(`${format(labels.emptyCategory, { category: name })} ${labels.allNews}`);
      await expect(filter).toHaveValue(empty!);
      expect(await shownIds(page)).toEqual([]);
      await expect(page.getByRole('navigation', { name: labels.pagination })).toHaveCount(0);
      await page.locator('[data-news-show-all]').click();
      await expect(page).toHaveURL(new RegExp(`${listPath(locale)}$`));
      await expect.poll(() => shownIds(page)).toEqual(posts.slice(0, 9).map((post) => post.id));
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the list shows its first page of all posts', async ({ page, market, locale }) => {
      const { some } = categoriesFor(market, locale);
      await page.goto(`${listPath(locale)}?category=${some}&page=2`);
      const ids = await page.locator('[data-news-browser] [data-post]').evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.post)));
      expect(ids).toEqual(
        postsIn(market, locale)
          .slice(0, 9)
          .map((post) => post.id),
      );
    });
  });

  test('home shows the three newest posts and links to the list', async ({ page, market }) => {
    for (const locale of localesOf(market)) {
      await page.goto(pathOf('home', locale));
      const latest = page.locator('[data-latest-news]');
      const ids = await latest.locator('[data-post]').evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.post)));
      expect(ids).toEqual(
        postsIn(market, locale)
          .slice(0, 3)
          .map((post) => post.id),
      );
      await expect(page.getByRole('link', { name: labelsOf(locale).allNews })).toHaveAttribute('href', listPath(locale));
    }
  });
});

test.describe('articles', () => {
  test('every article of the market answers 200 with its title, metadata, JSON-LD and existing alternates only', async ({ request, market }) => {
    for (const article of articlesOf(market)) {
      const response = await request.get(article.path);
      expect(response.status(), article.path).toBe(200);
      const html = await response.text();
      const text = textOf(market, article);

      expect(html).toContain(`<html lang="${localeTags[article.locale]}"`);
      expect(decodeEntities(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? ''), article.path).toBe(text.title);
      expect(decodeEntities(html.match(/<p[^>]*data-subtitle="true"[^>]*>([^<]*)<\/p>/)?.[1] ?? ''), `${article.path}: the subtitle under the title`).toBe(
        text.subtitle ?? '',
      );
      expect(decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '')).toBe(text.excerpt);
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(html).toContain(`<meta property="article:published_time" content="${article.post.date}"/>`);
      expect(pathOfUrl(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!)).toBe(article.path);

      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
        .map((m) => [m[1], pathOfUrl(m[2]!)])
        .filter(([lang]) => lang !== 'x-default');
      expect(alternates, article.path).toEqual(translationsOf(market, article.post).map((t) => [localeTags[t.locale], t.path]));

      const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!) as Record<string, string>;
      expect(jsonLd['@type']).toBe(article.post.kind === 'event' ? 'Event' : 'NewsArticle');
      if (article.post.eventStart) expect(jsonLd.startDate).toBe(article.post.eventStart);
    }
  });

  test("exactly the market's articles are exported: others answer 404", async ({ request, market }) => {
    const own = new Set(articlesOf(market).map((article) => article.path));
    const foreign = (['cro', 'slo', 'bih'] as const)
      .filter((other) => other !== market)
      .flatMap((other) => articlesOf(other))
      .map((article) => article.path)
      .filter((path) => !own.has(path));
    expect(foreign.length).toBeGreaterThan(0);
    for (const locale of localesOf(market)) foreign.push(`${listPath(locale)}/no-such-article`, `${listPath(locale)}/feed`);
    for (const path of foreign) expect((await request.get(path)).status(), path).toBe(404);
  });

  test('show a breadcrumb and up to three related articles: the listed ones, else the newest of the same category', async ({ request, page, market }) => {
    let listed = 0;
    let fallback = 0;
    for (const article of articlesOf(market)) {
      const html = await (await request.get(article.path)).text();
      const section = html.slice(html.indexOf('data-related'), html.indexOf('</section>', html.indexOf('data-related')));
      const shown = html.includes('data-related') ? [...section.matchAll(/<h3[^>]*><a [^>]*href="([^"]+)"/g)].map((m) => m[1]) : [];
      const expected = relatedArticles(market, article);
      expect(shown, article.path).toEqual(expected.map((other) => other.path));
      expect(shown).not.toContain(article.path);
      const reachable = article.post.related.filter((id) => postsIn(market, article.locale).some((post) => post.id === id));
      if (reachable.length) {
        listed++;
        expect(expected.map((other) => other.post.id)).toEqual(reachable.slice(0, 3));
      } else {
        fallback++;
        for (const other of expected) expect(other.post.categories.some((c) => article.post.categories.includes(c))).toBe(true);
      }
    }
    expect(listed, 'some articles list their related posts').toBeGreaterThan(0);
    expect(fallback, 'some articles fall back to their category').toBeGreaterThan(0);

    const article = articlesOf(market)[0]!;
    await page.goto(article.path);
    const breadcrumb = page.getByRole('navigation', { name: messagesFor(article.locale).site.breadcrumb });
    await expect(breadcrumb.getByRole('link')).toHaveCount(2);
    await expect(breadcrumb.getByRole('link').nth(0)).toHaveAttribute('href', pathOf('home', article.locale));
    await expect(breadcrumb.getByRole('link').nth(1)).toHaveAttribute('href', listPath(article.locale));
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(textOf(market, article).title);
  });

  test('the language switcher leads to the same article in the other language, or to its list', async ({ request, page, market }) => {
    let untranslated = 0;
    for (const article of articlesOf(market)) {
      const other = localesOf(market).find((l) => l !== article.locale)!;
      const translation = translationsOf(market, article.post).find((t) => t.locale === other);
      if (!translation) untranslated++;
      const html = await (await request.get(article.path)).text();
      const link = html.match(/<a [^>]*data-document-load[^>]*>/)![0];
      expect(link.match(/ href="([^"]+)"/)![1], article.path).toBe(translation?.path ?? listPath(other));
    }
    expect(untranslated, 'a post without a translation exists').toBeGreaterThan(0);

    // In Chromium: a translated article, there and back.
    const article = articlesOf(market).find((a) => a.locale !== 'en' && a.post.translations.en)!;
    const english = translationsOf(market, article.post).find((t) => t.locale === 'en')!;
    await page.goto(article.path);
    await page.locator('a[data-document-load]').first().click();
    await expect(page).toHaveURL(new RegExp(`${english.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(market, english).title);
    await page.locator('a[data-document-load]').first().click();
    await expect(page).toHaveURL(new RegExp(`${article.path}$`));

    // An untranslated one leads to the English list.
    const lonely = articlesOf(market).find((a) => !a.post.translations.en)!;
    await page.goto(lonely.path);
    await page.locator('a[data-document-load]').first().click();
    await expect(page).toHaveURL(new RegExp(`${listPath('en')}$`));
  });
});

test("the feeds are well-formed RSS with the locale's posts, linked from the list", async ({ request, page, market }) => {
  await page.goto('about:blank');
  for (const locale of localesOf(market)) {
    const response = await request.get(feedPathOf(locale));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const parsed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        const error = doc.querySelector('parsererror');
        if (error) return { error: error.textContent };
        return {
          root: doc.documentElement.nodeName,
          version: doc.documentElement.getAttribute('version'),
          channel: doc.querySelector('channel > title')?.textContent,
          items: [...doc.querySelectorAll('item')].map((item) => ({
            title: item.querySelector('title')?.textContent,
            link: item.querySelector('link')?.textContent,
            pubDate: item.querySelector('pubDate')?.textContent,
          })),
        };
      },
      await response.text(),
    );
    expect(parsed.error).toBeUndefined();
    expect(parsed.root).toBe('rss');
    expect(parsed.version).toBe('2.0');
    const articles = postsIn(market, locale).map((post) => articlesOf(market).find((a) => a.post.id === post.id && a.locale === locale)!);
    expect(parsed.items!.map((item) => pathOfUrl(item.link!))).toEqual(articles.map((a) => a.path));
    expect(parsed.items!.map((item) => item.title)).toEqual(articles.map((a) => textOf(market, a).title));
    for (const item of parsed.items!) expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);

    const html = await (await request.get(listPath(locale))).text();
    const link = html.match(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)"/)?.[1];
    expect(link && pathOfUrl(link)).toBe(feedPathOf(locale));
  }
});

test.describe('accessibility of news (axe-core, WCAG 2.2 A and AA)', () => {
  // Eight axe runs (four pages in each of two languages) can pass the default minute on a busy two-core machine.
  test.setTimeout(180_000);

  test('the list (paged, filtered and empty) and one article per locale have no violations', async ({ page, market }) => {
    const failures: string[] = [];
    for (const locale of localesOf(market)) {
      const { some, empty } = categoriesFor(market, locale);
      const article = articlesOf(market).find((a) => a.locale === locale && a.post.kind === 'event') ?? articlesOf(market).find((a) => a.locale === locale)!;
      for (const path of [`${listPath(locale)}?page=2`, `${listPath(locale)}?category=${some}`, `${listPath(locale)}?category=${empty}`, article.path]) {
        await page.goto(path);
        if (path.includes('?')) await expect(page.locator('[data-news-browser]')).toBeVisible();
        for (const violation of await violationsOf(page)) failures.push(`${path} ${violation}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
