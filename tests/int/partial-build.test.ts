/**
 * A publish of news alone renders only the pages that show news and takes every other file from
 * the live build (packages/features/publishing/partial-build.ts). Proven on the real build of bih, the
 * smallest market: the same new content built that way and built from nothing gives the same
 * files, byte for byte, and the build's own record says which way each went. The live build it
 * starts from is the market's build in dist/ (npm test's builds phase made it) where a publish could
 * take pages from it, copied; else it is built here too.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { marketProfiles } from '@/content/company';
import { seedSnapshot } from '@/content/seed';
import type { Snapshot } from '@/content/snapshot';
import { articlePath } from '@/features/news/posts';
import { partialBase } from '@/features/publishing/partial-build';
import { codeFingerprint, CURRENT_FILE, sameCodeBuild } from '@/platform/builds.mjs';
import { filesUnder } from '@/platform/static-site';

const root = path.resolve(import.meta.dirname, '..', '..');

interface Built {
  dir: string;
  record: { rendered: 'news' | 'all'; taken: number; reusedFrom: string | null };
}

/** scripts/build.ts for bih from `snapshot`, keeping its builds in `distDir`. */
function build(distDir: string, snapshot: Snapshot): Built {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'partial-build-snapshot-')), 'bih.json');
  writeFileSync(file, JSON.stringify(snapshot));
  // The market's own address, whatever the calling shell says.
  const env = { ...process.env };
  delete env.SITE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, MARKET: 'bih', DIST_DIR: distDir, CONTENT_SNAPSHOT: file },
  });
  assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
  return builtAt(path.join(distDir, 'bih', readFileSync(path.join(distDir, 'bih', CURRENT_FILE), 'utf8').trim()));
}

function builtAt(dir: string): Built {
  return { dir, record: JSON.parse(readFileSync(path.join(dir, 'build.json'), 'utf8')) };
}

/**
 * The live build of `snapshot` in `distDir`: a copy of the market's build in dist/ when it is of this
 * code, of this day, for the market's own address, of this very snapshot and with every page
 * rendered (what a publish may take pages from); else built here.
 */
function liveBuild(distDir: string, snapshot: Snapshot): Built {
  const current = sameCodeBuild(root, 'bih', codeFingerprint(root));
  const usable =
    current &&
    builtAt(current).record.rendered === 'all' &&
    // Its address and day, as a publish checks them; then its content, which must be this very snapshot.
    partialBase(current, snapshot, marketProfiles.bih.siteUrl) === current &&
    isDeepStrictEqual(JSON.parse(readFileSync(path.join(current, 'content.json'), 'utf8')), JSON.parse(JSON.stringify(snapshot)));
  if (!usable) return build(distDir, snapshot);
  const copy = path.join(distDir, 'bih', path.basename(current));
  cpSync(current, copy, { recursive: true });
  writeFileSync(path.join(distDir, 'bih', CURRENT_FILE), path.basename(current));
  return builtAt(copy);
}

/** Every file of a build but its record, by its path in the build. */
function filesOf(dir: string): Map<string, Buffer> {
  return new Map(
    filesUnder(dir)
      .filter((file) => path.basename(file) !== 'build.json')
      .map((file) => [path.relative(dir, file), readFileSync(file)]),
  );
}

it('after a change of news alone, renders only the pages with news and ends byte for byte as a build from nothing', () => {
  const before = seedSnapshot('bih');
  const [changed, ...rest] = before.news;
  const bosnian = changed?.translations.bs;
  assert.ok(bosnian, "the seed's newest post is in Bosnian");
  const newTitle = 'Novo skladište u Sarajevu otvoreno za kupce';
  const newBody = `${bosnian.body}\n\nSkladište radi od ponedjeljka do subote.`;
  const after: Snapshot = {
    ...before,
    news: [{ ...changed, translations: { ...changed.translations, bs: { ...bosnian, title: newTitle, body: newBody } } }, ...rest],
  };

  const publishing = mkdtempSync(path.join(tmpdir(), 'partial-build-live-'));
  const live = liveBuild(publishing, before);
  assert.equal(live.record.rendered, 'all', 'the live build rendered every page');
  const partial = build(publishing, after);
  assert.equal(partial.record.rendered, 'news');
  assert.equal(partial.record.reusedFrom, path.basename(live.dir));
  assert.ok(partial.record.taken > 0, 'pages without news taken from the live build');

  const fromNothing = build(mkdtempSync(path.join(tmpdir(), 'partial-build-full-')), after);
  assert.equal(fromNothing.record.rendered, 'all');

  const expected = filesOf(fromNothing.dir);
  const actual = filesOf(partial.dir);
  assert.deepEqual([...actual.keys()].sort(), [...expected.keys()].sort(), 'the same files');
  const different = [...expected].filter(([file, bytes]) => !actual.get(file)!.equals(bytes)).map(([file]) => file);
  assert.deepEqual(different, [], 'the same bytes');
  const article = `${articlePath('bs', bosnian.slug).slice(1)}.html`;
  assert.match(readFileSync(path.join(partial.dir, article), 'utf8'), new RegExp(newTitle));
  assert.doesNotMatch(readFileSync(path.join(live.dir, article), 'utf8'), new RegExp(newTitle));
});
