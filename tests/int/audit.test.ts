/**
 * The CI audit step's verdict on recorded `npm audit --omit=dev --json` output: real runs against
 * a loopback stand-in registry (findings, moderate only, clean), this machine's mirror (405) and a
 * closed port. No network.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { auditVerdict } from '../../scripts/lib/audit.mjs';

const sample = (name: string) => readFileSync(new URL(`./fixtures/npm-audit/${name}.json`, import.meta.url), 'utf8');

describe('npm audit verdict', () => {
  it('fails on high and critical advisories and names the packages', () => {
    const { verdict, message } = auditVerdict(sample('high-and-critical'));
    assert.equal(verdict, 'fail');
    assert.match(message, /1 critical and 2 high/);
    assert.match(message, /marked \(critical\)/);
    assert.match(message, /postgres \(high\)/);
  });

  it('passes advisories below high', () => {
    const { verdict, message } = auditVerdict(sample('moderate-only'));
    assert.equal(verdict, 'pass');
    assert.match(message, /2 below high/);
  });

  it('passes a clean report', () => {
    assert.equal(auditVerdict(sample('clean')).verdict, 'pass');
  });

  it('warns, in one line, when the registry has no audit endpoint (405 from a mirror)', () => {
    const { verdict, message } = auditVerdict(sample('endpoint-405'));
    assert.equal(verdict, 'warn');
    assert.match(message, /registry offers no audit/);
    assert.doesNotMatch(message, /\n/);
  });

  it('warns when the registry cannot be reached at all', () => {
    assert.equal(auditVerdict(sample('registry-unreachable')).verdict, 'warn');
  });

  it('fails on an audit error that is not an unavailable endpoint, and on output that is not a report', () => {
    const forbidden = JSON.stringify({
      ...JSON.parse(sample('endpoint-405')),
      statusCode: 403,
      message: '403 Forbidden - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    assert.equal(auditVerdict(forbidden).verdict, 'fail');
    assert.equal(auditVerdict('').verdict, 'fail');
    assert.equal(auditVerdict('{"unexpected": true}').verdict, 'fail');
  });
});
