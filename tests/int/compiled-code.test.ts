/**
 * Pages read the content snapshot when they render and never import it, so a build's compiled
 * scripts and styles depend on the code alone: one Turbopack build cache (Next 16 keeps it in
 * .next/cache) serves every market, and a publish, which changes only content, recompiles nothing.
 * Proven on the builds that npm test's builds phase made: the three markets' builds of this code,
 * each of its own content, ship the same files under _next/static, byte for byte.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { markets } from '@/config/markets';
import { codeFingerprint, sameCodeBuild } from '@/platform/builds.mjs';
import { filesUnder } from '@/platform/static-site';

const root = path.resolve(import.meta.dirname, '..', '..');
const code = codeFingerprint(root);
const builds = markets.map((market) => ({ market, dir: sameCodeBuild(root, market, code) }));
const missing = builds.filter((build) => !build.dir).map((build) => build.market);
// In CI (REQUIRE_POSTGRES=1) a missing build fails the test instead of skipping it.
const skip = missing.length > 0 && process.env.REQUIRE_POSTGRES !== '1' && `no build of this code for ${missing.join(', ')} (npm test builds them)`;

/** A build's compiled scripts and styles, by path, as SHA-256 of their bytes. */
function compiledFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(path.join(dir, '_next', 'static'))
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

it("ships the same compiled scripts and styles in every market's build of one code, whatever its content", { skip }, () => {
  assert.deepEqual(missing, [], 'every market has a build of this code');
  const [first, ...others] = builds.map((build) => ({
    ...build,
    content: readFileSync(path.join(build.dir!, 'content.json')),
    compiled: compiledFiles(build.dir!),
  }));
  assert.ok(Object.keys(first!.compiled).length > 0, 'the build has compiled scripts');
  for (const other of others) {
    assert.notDeepEqual(other.content, first!.content, `${other.market}'s content differs from ${first!.market}'s`);
    assert.deepEqual(other.compiled, first!.compiled, `${other.market}'s compiled files are ${first!.market}'s`);
  }
});
