import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { slimSourceMaps } from './server-source-maps.mjs';

const source = { sources: ['original.ts'], sourcesContent: ['// one\n// two\n// three\n// four\n  throw new Error("from the chunk");\n'], names: [] };

/**
 * A one-line chunk that throws, with its map to line 5 of `original.ts`, and an index map with
 * sections, as Turbopack writes some of them.
 */
function chunksWithMaps(): { dir: string; chunk: string; maps: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'source-maps-'));
  const chunk = path.join(dir, 'chunk.js');
  writeFileSync(chunk, 'throw new Error("from the chunk");\n//# sourceMappingURL=chunk.js.map\n');
  // "AAIE": column 0 of the chunk is line 5 (4 after the first), column 3 (2) of the first source.
  writeFileSync(`${chunk}.map`, JSON.stringify({ version: 3, ...source, mappings: 'AAIE' }));
  const indexMap = path.join(dir, 'nested', 'index.js.map');
  mkdirSync(path.dirname(indexMap));
  writeFileSync(indexMap, JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, ...source, mappings: 'AAIE' } }] }));
  return { dir, chunk, maps: [`${chunk}.map`, indexMap] };
}

const stackOf = (chunk: string) => spawnSync(process.execPath, ['--enable-source-maps', chunk], { encoding: 'utf8' }).stderr;

describe("the CMS server's source maps", () => {
  it('lose their copies of the sources and keep what maps a stack trace to a source line', () => {
    const { dir, chunk, maps } = chunksWithMaps();
    // The control: with the copies, Node maps the throw to line 5 of the source.
    assert.match(stackOf(chunk), /original\.ts:5:3/);
    assert.equal(slimSourceMaps(dir), 2);
    for (const map of maps) assert.doesNotMatch(readFileSync(map, 'utf8'), /sourcesContent/, map);
    assert.match(stackOf(chunk), /original\.ts:5:3/);
    assert.equal(slimSourceMaps(dir), 0, 'a slim map is left as it is');
  });
});
