import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { _internal_resetJobSystemGlobals, getCurrentDate } from 'payload';
import { ConfigError, parseEnv } from '@/config/env';
import { installTestClock, readTestClock } from './test-clock';

const clockFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'test-clock-')), 'clock');

describe("the job queue's clock in a CMS under test", () => {
  it('reads the instant in the file, the real time while there is none, and refuses what is no instant', () => {
    const file = clockFile();
    const before = Date.now();
    const real = readTestClock(file).getTime();
    assert.ok(real >= before && real <= Date.now(), 'no file: the real time');
    writeFileSync(file, '2027-01-01T00:00:00.000Z\n');
    assert.equal(readTestClock(file).toISOString(), '2027-01-01T00:00:00.000Z');
    writeFileSync(file, 'soon');
    assert.throws(() => readTestClock(file), /ISO 8601/);
  });

  it("puts Payload's queue on the file's clock, only in a CMS on a loopback address without a public URL", (context) => {
    context.after(_internal_resetJobSystemGlobals);
    const file = clockFile();
    writeFileSync(file, '2026-12-31T23:30:00.000Z');
    for (const refused of [{ CMS_URL: 'https://cms.farmadria.example' }, { CMS_HOST: '0.0.0.0' }]) {
      assert.throws(() => installTestClock(parseEnv(refused), file), ConfigError, JSON.stringify(refused));
    }
    assert.notEqual(getCurrentDate().toISOString(), '2026-12-31T23:30:00.000Z', 'a refused clock is not installed');
    installTestClock(parseEnv({}), undefined);
    assert.notEqual(getCurrentDate().toISOString(), '2026-12-31T23:30:00.000Z', 'no file named: the real clock');
    installTestClock(parseEnv({ CMS_HOST: '127.0.0.1' }), file);
    assert.equal(getCurrentDate().toISOString(), '2026-12-31T23:30:00.000Z');
    writeFileSync(file, '2027-01-01T00:00:01.000Z');
    assert.equal(getCurrentDate().toISOString(), '2027-01-01T00:00:01.000Z', 'moved by the test');
  });
});
