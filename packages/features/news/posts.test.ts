import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { defaultLocale, localesOf, markets, type Locale } from '@/config/markets';
import { ContentError } from '@/content/pages';
import { pagesOf, pathOf } from '@/routes';
import { articleSitemapEntries, articleSwitchPaths } from './article';
import { readNews } from '@/content/news';
import { articlesOf, postsIn, relatedArticles, translationsOf } from './posts';

describe('news content', () => {
  const content = readNews();

  it('has enough posts in each market, translated into its language and English', () => {
    const minimum = { cro: 12, slo: 6, bih: 6 } as const;
    for (const market of markets) {
      const both = postsIn(market, defaultLocale(market)).filter((post) => post.translations.en);
      assert.ok(both.length >= minimum[market], `${market}: ${both.length} posts in ${defaultLocale(market)} and en`);
      // More than one page, so that pagination shows in every market and locale.
      for (const locale of localesOf(market)) assert.ok(postsIn(market, locale).length > 9, `${market} ${locale} has two pages`);
    }
  });

  it('mixes news and events from 2023 to 2026 over at least four categories', () => {
    for (const market of markets) {
      const posts = postsIn(market, defaultLocale(market));
      assert.ok(posts.some((post) => post.kind === 'news') && posts.some((post) => post.kind === 'event'), market);
      const years = new Set(posts.map((post) => post.date.slice(0, 4)));
      for (const year of ['2023', '2024', '2025', '2026']) assert.ok(years.has(year), `${market} has a post from ${year}`);
      assert.ok(new Set(posts.flatMap((post) => post.categories)).size >= 4, `${market} uses four categories`);
    }
    for (const post of content.posts) assert.ok(post.date <= '2026-11-22', `post ${post.id} is not published in the future`);
  });

  it('leaves some category empty in every market and locale, for the empty state', () => {
    for (const market of markets) {
      for (const locale of localesOf(market)) {
        const used = new Set(postsIn(market, locale).flatMap((post) => post.categories));
        assert.ok(
          content.categories.some((category) => !used.has(category.id)),
          `${market} ${locale}`,
        );
      }
    }
  });

  it('has in every market a post without an English translation', () => {
    for (const market of markets) {
      assert.ok(
        postsIn(market, defaultLocale(market)).some((post) => !post.translations.en),
        market,
      );
    }
  });

  it('writes Bosnian, not Croatian, in the bs files', () => {
    const croatian =
      /\b(tjedan|tjedna|tisuća|povijest|kemij|tijekom|suradn|organizira|sudjelova|siječ|veljač|ožuj|travan|svib|lipan|srpan|kolovoz|rujan|listopad|studen|prosin)/i;
    for (const post of content.posts) {
      const bs = post.translations.bs;
      if (bs) assert.doesNotMatch(`${bs.title} ${bs.excerpt} ${bs.body}`, croatian, post.source);
    }
  });

  it('gives article paths that never clash with a page of the route table', () => {
    for (const market of markets) {
      const pages = new Set(pagesOf(market).map((page) => page.path));
      const paths = articlesOf(market).map((article) => article.path);
      assert.equal(new Set(paths).size, paths.length, market);
      for (const path of paths) assert.ok(!pages.has(path), path);
    }
  });

  it('relates at most three other reachable articles in the same locale', () => {
    for (const market of markets) {
      for (const article of articlesOf(market)) {
        const related = relatedArticles(market, article);
        assert.ok(related.length <= 3);
        for (const other of related) {
          assert.notEqual(other.post.id, article.post.id);
          assert.equal(other.locale, article.locale);
          assert.ok(other.post.markets.includes(market));
        }
      }
    }
  });

  it('maps the language switch to the translation, or to the list when there is none', () => {
    for (const market of markets) {
      const [local, en] = localesOf(market) as [Locale, Locale];
      const paths = articleSwitchPaths(market, local, en);
      for (const article of articlesOf(market).filter((a) => a.locale === local)) {
        const translation = article.post.translations.en;
        const list = pathOf('novosti-i-dogadanja', en);
        const expected = translation ? `${list}/${translation.slug}` : list;
        assert.equal(paths[article.path], expected, article.path);
      }
    }
  });

  it('lists in the sitemap only the translations that exist', () => {
    for (const market of markets) {
      for (const entry of articleSitemapEntries(market)) {
        const article = articlesOf(market).find((a) => a.path === entry.path)!;
        const existing = translationsOf(market, article.post).map((t) => t.path);
        assert.deepEqual(
          entry.alternates.filter((a) => a.lang !== 'x-default').map((a) => a.path),
          existing,
        );
      }
    }
  });
});

describe('news validation', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'news-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  const categories = '- id: company\n  translations:\n    - { locale: hr, name: Tvrtka }\n    - { locale: en, name: Company }\n';
  const meta = 'id: 1\nkind: news\ndate: 2024-05-01\ncategories: [company]\ncover: none\nmarkets: [cro]\n';
  const hr = '---\nslug: prva-objava\ntitle: Prva objava\nexcerpt: Kratak sažetak objave koji je dovoljno dugačak za karticu.\n---\nTekst objave.\n';

  function fixture(name: string, files: Record<string, string>): string {
    const dir = path.join(root, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'categories.yaml'), categories);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  function failure(dir: string): string {
    try {
      readNews(dir);
    } catch (error) {
      assert.ok(error instanceof ContentError, String(error));
      return error.message;
    }
    assert.fail('expected a content error');
  }

  it('reads a valid post', () => {
    const { posts } = readNews(fixture('valid', { '1-first/meta.yaml': meta, '1-first/hr.md': hr }));
    assert.equal(posts[0]!.translations.hr!.title, 'Prva objava');
    assert.equal(posts[0]!.translations.hr!.body, 'Tekst objave.');
  });

  it('names the file and the field of a wrong value', () => {
    const message = failure(fixture('type', { '1-first/meta.yaml': meta.replace('kind: news', 'kind: gossip'), '1-first/hr.md': hr }));
    assert.match(message, /1-first\/meta\.yaml: invalid content/);
    assert.match(message, /^ {2}kind: /m);
  });

  it('rejects an unknown category, a missing event date and an unknown field', () => {
    assert.match(
      failure(fixture('category', { '1-first/meta.yaml': meta.replace('[company]', '[nope]'), '1-first/hr.md': hr })),
      /categories\.0: unknown category "nope"/,
    );
    assert.match(
      failure(fixture('event', { '1-first/meta.yaml': meta.replace('kind: news', 'kind: event'), '1-first/hr.md': hr })),
      /meta\.yaml[\s\S]*eventStart: an event needs its date/,
    );
    assert.match(failure(fixture('extra', { '1-first/meta.yaml': `${meta}colour: red\n`, '1-first/hr.md': hr })), /meta\.yaml[\s\S]*colour/);
  });

  it('names the translation file of a bad frontmatter field', () => {
    const message = failure(fixture('slug', { '1-first/meta.yaml': meta, '1-first/hr.md': hr.replace('prva-objava', 'Prva Objava') }));
    assert.match(message, /1-first\/hr\.md: invalid content\n {2}slug: /);
  });

  it('needs the language of each market and refuses languages the markets do not speak', () => {
    assert.match(
      failure(fixture('missing', { '1-first/meta.yaml': meta, '1-first/en.md': hr.replace('prva-objava', 'first-post') })),
      /markets: cro shows the post, so .*hr\.md is needed/,
    );
    assert.match(
      failure(fixture('foreign', { '1-first/meta.yaml': meta, '1-first/hr.md': hr, '1-first/sl.md': hr })),
      /sl\.md: invalid content\n {2}\(file\): none of the post's markets/,
    );
  });

  it('rejects duplicate slugs, unknown related ids and a folder that does not match the id', () => {
    const second = meta.replace('id: 1', 'id: 2');
    assert.match(
      failure(fixture('duplicate', { '1-a/meta.yaml': meta, '1-a/hr.md': hr, '2-b/meta.yaml': second, '2-b/hr.md': hr })),
      /2-b\/hr\.md: invalid content\n {2}slug: "prva-objava" is also used by/,
    );
    assert.match(failure(fixture('related', { '1-a/meta.yaml': `${meta}related: [7]\n`, '1-a/hr.md': hr })), /related\.0: no post has the id 7/);
    assert.match(failure(fixture('folder', { '2-a/meta.yaml': meta, '2-a/hr.md': hr })), /id: does not match the folder name 2-a/);
  });
});
