/**
 * Whether a CMS already answers where `npm start` would start one, and whether it is this
 * installation's: one that serves the same database (its installation id) is joined; one of
 * another checkout on this machine is not, or this site would build from content it never had.
 */
import { installationId } from '@/platform/db/installation';
import type { Db } from '@/platform/db/database';

export type RunningCms = 'none' | 'ours' | 'foreign';

export async function runningCms(cmsUrl: string, db: Db): Promise<RunningCms> {
  let answer: Response;
  try {
    answer = await fetch(`${cmsUrl}/api/installation`, { signal: AbortSignal.timeout(2000) });
  } catch {
    return 'none';
  }
  const served = answer.ok ? ((await answer.json()) as { id?: string }).id : undefined;
  return served !== undefined && served === (await installationId(db)) ? 'ours' : 'foreign';
}
