/**
 * `npm run lint` starts with `prettier --check .` by the project's .prettierrc.json: a file
 * Prettier would write differently fails the lint and is named. Each case is a small folder with
 * that configuration, so the checkout's own files stay as they are.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..', '..');
const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

/** Prettier's verdict on one file with this text. */
function check(text: string): { failed: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'format-'));
  try {
    copyFileSync(path.join(root, '.prettierrc.json'), path.join(dir, '.prettierrc.json'));
    writeFileSync(path.join(dir, 'sum.ts'), text);
    const run = spawnSync(process.execPath, [prettier, '--check', '.'], { cwd: dir, encoding: 'utf8' });
    return { failed: run.status !== 0, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('formatting in npm run lint (Prettier)', () => {
  it('passes a file as Prettier writes it', () => {
    const verdict = check('export const total = (values: number[]) => values.reduce((a, b) => a + b, 0);\n');
    assert.equal(verdict.failed, false, verdict.output);
  });

  it('fails on a file Prettier would write differently, and names it', () => {
    const verdict = check('export const total = (values:number[])=>values.reduce((a,b)=>a+b,0)\n');
    assert.equal(verdict.failed, true);
    assert.match(verdict.output, /sum\.ts/);
  });
});
