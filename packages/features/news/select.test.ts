import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inCategory, listQuery, newestFirst, pageOf, parseListQuery, relatedOf } from './select';

const post = (id: number, date: string, categories: string[], related?: number[]) => ({ id, date, categories, related });

describe('news ordering, filter and paging', () => {
  it('orders newest first, the higher id first on the same day', () => {
    const posts = [post(1, '2024-01-05', []), post(2, '2025-03-01', []), post(3, '2024-01-05', [])];
    assert.deepEqual(
      posts.sort(newestFirst).map((p) => p.id),
      [2, 3, 1],
    );
  });

  it('filters by category, and keeps everything for all categories', () => {
    const posts = [post(1, '2024-01-01', ['a']), post(2, '2024-01-02', ['b', 'a']), post(3, '2024-01-03', ['c'])];
    assert.deepEqual(
      inCategory(posts, 'a').map((p) => p.id),
      [1, 2],
    );
    assert.deepEqual(
      inCategory(posts, null).map((p) => p.id),
      [1, 2, 3],
    );
    assert.deepEqual(inCategory(posts, 'z'), []);
  });

  it('pages by nine and clamps a page out of range', () => {
    const items = Array.from({ length: 14 }, (_, i) => i + 1);
    assert.deepEqual(pageOf(items, 1), { items: items.slice(0, 9), page: 1, pages: 2, total: 14, from: 1, to: 9 });
    assert.deepEqual(pageOf(items, 2), { items: items.slice(9), page: 2, pages: 2, total: 14, from: 10, to: 14 });
    assert.equal(pageOf(items, 7).page, 2);
    assert.equal(pageOf(items, 0).page, 1);
    assert.deepEqual(pageOf([], 3), { items: [], page: 1, pages: 1, total: 0, from: 0, to: 0 });
  });

  it('reads and writes the query, ignoring unknown categories and bad pages', () => {
    const ids = ['company', 'events'];
    assert.deepEqual(parseListQuery(new URLSearchParams('category=events&page=2'), ids), { category: 'events', page: 2 });
    assert.deepEqual(parseListQuery(new URLSearchParams('category=nope&page=-3'), ids), { category: null, page: 1 });
    assert.deepEqual(parseListQuery(new URLSearchParams('page=abc'), ids), { category: null, page: 1 });
    assert.equal(listQuery({ category: 'events', page: 2 }), '?category=events&page=2');
    assert.equal(listQuery({ category: null, page: 1 }), '');
    assert.equal(listQuery({ category: null, page: 3 }), '?page=3');
  });
});

describe('related posts', () => {
  const posts = [
    post(1, '2023-01-01', ['quality']),
    post(2, '2024-01-01', ['quality', 'company']),
    post(3, '2025-01-01', ['quality']),
    post(4, '2026-01-01', ['quality']),
    post(5, '2026-02-01', ['logistics']),
    post(6, '2026-03-01', ['company'], [5, 1]),
    post(7, '2026-04-01', ['quality'], [99]),
    post(8, '2026-05-01', ['quality'], [8, 2, 3, 4, 1]),
  ];

  it('uses the listed ids, in their order', () => {
    assert.deepEqual(
      relatedOf(posts[5]!, posts).map((p) => p.id),
      [5, 1],
    );
  });

  it('falls back to the newest three sharing a category when none is listed or reachable', () => {
    assert.deepEqual(
      relatedOf(posts[0]!, posts).map((p) => p.id),
      [8, 7, 4],
    );
    assert.deepEqual(
      relatedOf(posts[6]!, posts).map((p) => p.id),
      [8, 4, 3],
    );
  });

  it('never returns the post itself, and at most three', () => {
    const related = relatedOf(posts[7]!, posts).map((p) => p.id);
    assert.deepEqual(related, [2, 3, 4]);
    for (const item of posts) assert.ok(!relatedOf(item, posts).some((p) => p.id === item.id), `post ${item.id}`);
  });

  it('returns nothing when no other post shares a category', () => {
    assert.deepEqual(relatedOf(posts[4]!, posts), []);
  });
});
