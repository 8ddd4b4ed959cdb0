/**
 * `npm run lint` ends with knip, by the project's knip.jsonc: an export that no other file imports
 * fails the lint, whether its own file uses it or nothing does. Each case is a small project in a
 * temporary folder with that configuration, so the checkout's own code stays as it is.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..', '..');
const knip = path.join(root, 'node_modules', 'knip', 'bin', 'knip.js');

/** knip's verdict on a project of these files (a script, one of the configuration's entries, and what it imports). */
function knipOn(files: Record<string, string>): { failed: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'knip-'));
  try {
    copyFileSync(path.join(root, 'knip.jsonc'), path.join(dir, 'knip.jsonc'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'dead-code-case', private: true, type: 'module' }));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const run = spawnSync(process.execPath, [knip, '--directory', dir, '--reporter', 'compact', '--no-config-hints'], { encoding: 'utf8' });
    return { failed: run.status !== 0, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const script = "import { total } from '../packages/lib/sum.ts';\nconsole.log(total([1, 2]));\n";

describe('dead code in npm run lint (knip)', () => {
  it('passes a project whose every export another file imports', () => {
    const verdict = knipOn({
      'scripts/report.ts': script,
      'packages/lib/sum.ts': 'export const total = (values: number[]) => values.reduce((a, b) => a + b, 0);\n',
    });
    assert.equal(verdict.failed, false, verdict.output);
  });

  it('fails on an export nothing uses, and names it', () => {
    const verdict = knipOn({
      'scripts/report.ts': script,
      'packages/lib/sum.ts':
        'export const total = (values: number[]) => values.reduce((a, b) => a + b, 0);\nexport const average = (values: number[]) => total(values) / values.length;\n',
    });
    assert.equal(verdict.failed, true);
    assert.match(verdict.output, /Unused exports \(1\)\npackages\/lib\/sum\.ts: average\n/);
  });

  it('fails on an export used only in its own file', () => {
    const verdict = knipOn({
      'scripts/report.ts': script,
      'packages/lib/sum.ts': 'export const add = (a: number, b: number) => a + b;\nexport const total = (values: number[]) => values.reduce(add, 0);\n',
    });
    assert.equal(verdict.failed, true);
    assert.match(verdict.output, /Unused exports \(1\)\npackages\/lib\/sum\.ts: add\n/);
  });
});
