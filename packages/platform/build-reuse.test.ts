/**
 * A publish rebuilds the market from new content with the same code: the new build takes the
 * live build's compressed files where the bytes are the same. A code change takes nothing.
 * Checked on a small checkout and export, against the build's own record of what it reused.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { codeFingerprint, sameCodeBuild } from './builds.mjs';
import { precompress } from './precompress';

const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>A paragraph the same in every build. </p>'.repeat(30)}`;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A checkout with a live cro build of its code, as scripts/build.ts leaves it. */
async function checkoutWithLiveBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-reuse-'));
  write(path.join(root, 'apps', 'site', 'app', 'page.tsx'), 'export default function Page() { return null; }');
  write(path.join(root, 'content-snapshot', 'cro.json'), '{"news":[{"title":"Old title"}]}');
  const live = path.join(root, 'dist', 'cro', '20261127T090000-aaaa');
  write(path.join(live, 'index.html'), page('Home'));
  write(path.join(live, 'novosti.html'), page('Old title'));
  await precompress(live);
  write(path.join(live, 'build.json'), JSON.stringify({ market: 'cro', buildId: path.basename(live), code: codeFingerprint(root) }));
  write(path.join(root, 'dist', 'cro', 'current'), path.basename(live));
  return { root, live };
}

/** The next build's export: the home page unchanged, the news page with the new title. */
function nextExport(root: string) {
  const dir = path.join(root, 'dist', 'cro', '20261127T091500-bbbb');
  write(path.join(dir, 'index.html'), page('Home'));
  write(path.join(dir, 'novosti.html'), page('New title'));
  return dir;
}

describe('a build reusing the live one', () => {
  it("after a content change, takes the unchanged files' compressed copies from the live build", async () => {
    const { root, live } = await checkoutWithLiveBuild();
    write(path.join(root, 'content-snapshot', 'cro.json'), '{"news":[{"title":"New title"}]}');
    const earlier = sameCodeBuild(root, 'cro', codeFingerprint(root));
    assert.equal(earlier, live);
    assert.deepEqual(await precompress(nextExport(root), earlier), { compressed: 1, duplicates: 0, reused: 1 });
  });

  it('after a code change, takes nothing and compresses every file anew', async () => {
    const { root } = await checkoutWithLiveBuild();
    write(path.join(root, 'apps', 'site', 'app', 'page.tsx'), 'export default function Page() { return <main />; }');
    const earlier = sameCodeBuild(root, 'cro', codeFingerprint(root));
    assert.equal(earlier, undefined);
    assert.deepEqual(await precompress(nextExport(root), earlier), { compressed: 2, duplicates: 0, reused: 0 });
  });
});
