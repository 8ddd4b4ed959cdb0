/**
 * What a build makes of a snapshot with a bad document in it: the document is named with its
 * problems and replaced by its copy in the live build, or left out, and nothing else changes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedSnapshot } from './seed';
import { mendSnapshot, SnapshotError, validateSnapshot, type Snapshot } from './snapshot';

const live = seedSnapshot('cro', '2026-11-27');
const [first, second, ...older] = live.news;
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const withNews = (...news: unknown[]) => ({ ...json(live), news }) as unknown as Snapshot;
const withPlace = { ...first!, translations: { ...first!.translations, hr: { ...first!.translations.hr!, place: 'Zagreb' } } };

describe("a build's snapshot with a document that breaks the rules", () => {
  it('keeps the live copy of a post that breaks them, naming the post, its field and language', () => {
    const { snapshot, leftOut } = mendSnapshot(withNews(withPlace, second, ...older), live, 'test');
    assert.deepEqual(snapshot.news, live.news, 'the post as the live site has it, the others as they are');
    assert.equal(leftOut.length, 1);
    assert.deepEqual(
      { ...leftOut[0], problems: leftOut[0]!.problems.map(({ path, locale, params }) => ({ path, locale, params })) },
      {
        document: `news/${first!.id}`,
        collection: 'news',
        key: first!.id,
        kept: true,
        problems: [{ path: ['place'], locale: 'hr', params: { problem: 'newsPlace', values: {} } }],
      },
    );
  });

  it('leaves out a post the live site does not have, and changes nothing else', () => {
    const copy = { ...json(second!), id: 9001 };
    const { snapshot, leftOut } = mendSnapshot(withNews(first, second, copy, ...older), live, 'test');
    assert.deepEqual(snapshot.news, live.news);
    assert.deepEqual(
      leftOut.map(({ document, kept }) => ({ document, kept })),
      [{ document: 'news/9001', kept: false }],
    );
    assert.equal(leftOut[0]!.problems[0]!.path.join('.'), 'slug', 'a copy at the address of the post it was made from');
    assert.match(leftOut[0]!.problems[0]!.message, new RegExp(`already the address of news/${second!.id}`));
  });

  it('refuses, in a strict check, two posts at one address in a language, naming the later one', () => {
    const copy = { ...json(second!), id: 9001 };
    assert.throws(
      () => validateSnapshot(withNews(first, second, copy, ...older), 'test'),
      (error: SnapshotError) => {
        assert.match(
          error.message,
          new RegExp(`news/9001 \\(hr\\): slug: the address "${second!.translations.hr!.slug}" is already the address of news/${second!.id}`),
        );
        assert.deepEqual(
          error.documents.map((document) => document.document),
          ['news/9001'],
        );
        return true;
      },
    );
  });

  it('keeps the live copy of a page that breaks the rules or is not published, and fails only without one', () => {
    const broken = json(live);
    broken.pages['o-nama']!.hr!.title = 'x'.repeat(90);
    delete broken.pages.karijere!.en;
    const { snapshot, leftOut } = mendSnapshot(broken, live, 'test');
    assert.deepEqual(snapshot.pages, live.pages);
    assert.deepEqual(leftOut.map(({ document }) => document).sort(), ['pages/karijere (en)', 'pages/o-nama (hr)']);
    assert.throws(
      () => mendSnapshot(broken, undefined, 'test'),
      (error: Error) => error instanceof SnapshotError && /pages\/o-nama \(hr\): title/.test(error.message),
    );
  });

  it('fails on a problem of no one document', () => {
    assert.throws(() => mendSnapshot({ ...json(live), market: 'xx' }, live, 'test'), SnapshotError);
  });
});
