/**
 * Scheduled publishing and unpublishing (Payload's `schedulePublish` task)
 * runs in the CMS server only. Its jobs are rows of `payload-jobs`, so one
 * that falls due while the CMS is down runs on the first tick after it is up.
 * The command-line jobs and tests open the same config through the Local API:
 * they never run the queue, or a script could publish behind the server's back.
 */
import type { JobsConfig } from 'payload';
import { isAdmin, type Staff } from './access';

/** Set by the CMS server at start-up (apps/cms/instrumentation.ts); shared by every bundle of that process. */
const RUNNER = Symbol.for('farmadria.cms.jobRunner');

export function becomeJobRunner(): void {
  (globalThis as Record<symbol, unknown>)[RUNNER] = true;
}

const isJobRunner = (): boolean => (globalThis as Record<symbol, unknown>)[RUNNER] === true;

const adminOnly = ({ req }: { req: { user?: unknown } }): boolean => isAdmin((req.user ?? undefined) as Staff | undefined);

export function jobsConfig(cron: string): JobsConfig {
  return {
    autoRun: [{ cron, limit: 20 }],
    shouldAutoRun: isJobRunner,
    // Scheduling goes through the admin's schedule drawer (a server function that queues as the editor);
    // the REST doors to the queue (run, queue, cancel) stay with admins.
    access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
    // A finished job stays as the record of what ran when (Payload's jobs list, admin only).
    deleteJobOnComplete: false,
  };
}
