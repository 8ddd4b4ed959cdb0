/**
 * Runs the features' retention jobs once at start and then daily. Each job
 * deletes what its feature no longer may keep and says how many rows went;
 * one failing job does not stop the others.
 */
export type RetentionJobs = Record<string, () => Promise<number>>;

export interface RetentionLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const DAY_MS = 24 * 3_600_000;

async function runRetention(jobs: RetentionJobs, logger: RetentionLogger): Promise<void> {
  await Promise.all(
    Object.entries(jobs).map(async ([job, run]) => {
      try {
        const deleted = await run();
        if (deleted > 0) logger.info({ job, deleted }, 'retention deleted expired rows');
      } catch (error) {
        logger.warn({ job, err: (error as Error).message }, 'retention run failed');
      }
    }),
  );
}

/** Starts the daily schedule; the returned function stops it. */
export function scheduleRetention(jobs: RetentionJobs, logger: RetentionLogger, intervalMs = DAY_MS): () => void {
  void runRetention(jobs, logger);
  const timer = setInterval(() => void runRetention(jobs, logger), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
