import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `body` holding a lock file that names this process, waiting while
 * another live process holds it; a lock left by a process that died is taken over.
 */
export async function withFileLock<T>(lockFile: string, body: () => Promise<T>, pollMs = 100): Promise<T> {
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (!isRunning(holder)) rmSync(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  try {
    return await body();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
