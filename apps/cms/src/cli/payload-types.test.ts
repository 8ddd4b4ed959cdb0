import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const script = path.join(import.meta.dirname, 'payload-types.ts');
const committed = path.join(import.meta.dirname, '..', 'payload-types.ts');

/** What `npm run lint` runs, against the given file. */
const checkOf = (file: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, '--check', file], { encoding: 'utf8', cwd: path.join(import.meta.dirname, '../../../..') });

test('the lint step passes the committed payload-types.ts', () => {
  const { status, stderr } = checkOf(committed);
  assert.equal(status, 0, stderr);
});

test('the lint step fails on a payload-types.ts the config no longer makes, and names the command that remakes it', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'stale-types-'));
  try {
    const stale = path.join(folder, 'payload-types.ts');
    copyFileSync(committed, stale);
    appendFileSync(stale, '\nexport interface LeftFromAnOldConfig { gone: true }\n');
    const { status, stderr } = checkOf(stale);
    assert.equal(status, 1, stderr);
    assert.match(stderr, /payload-types\.ts is not what the Payload config makes: run `npm run cms:types`/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
