/**
 * The job queue's clock in a CMS under test. CMS_TEST_CLOCK_FILE names a file holding the instant
 * (ISO 8601) the queue takes for now, read at each of its looks; with no file there, the real clock.
 * A test so decides when a scheduled publish falls due, and can see the queue at work before
 * then, instead of waiting for the time to come. Payload reads the queue's time from its own
 * hook for tests (`_internal_jobSystemGlobals.getCurrentDate`): due jobs, their completion time.
 *
 * Only a CMS no one else reaches takes it (on a loopback address, without CMS_URL, as the tests
 * start it): a deployed one given the variable refuses to start rather than keep a false time.
 */
import { readFileSync } from 'node:fs';
import { _internal_jobSystemGlobals } from 'payload';
import { ConfigError, type Env } from '@/config/env';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** The instant in the clock file, or the real time when there is none. */
export function readTestClock(file: string): Date {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Date();
    throw error;
  }
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) throw new Error(`${file}: the test clock must hold an ISO 8601 instant, not ${JSON.stringify(text)}`);
  return instant;
}

/** Puts the queue on the test clock when CMS_TEST_CLOCK_FILE is set, and the CMS is one a test started. */
export function installTestClock(env: Env, file = process.env.CMS_TEST_CLOCK_FILE): void {
  if (!file) return;
  if (env.CMS_URL || !LOOPBACK.has(env.CMS_HOST)) {
    throw new ConfigError('Invalid configuration:\n  CMS_TEST_CLOCK_FILE: for tests only, on a CMS listening on a loopback address without CMS_URL');
  }
  _internal_jobSystemGlobals.getCurrentDate = () => readTestClock(file);
}
