/**
 * The CMS's settings, read when the Payload config is imported: the shared
 * environment (packages/config/env.ts) plus the database and the secret.
 * Without PAYLOAD_SECRET a random one is made once and kept in DATA_DIR, so a
 * fresh clone needs no set-up and sessions survive restarts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, cmsUrlOf, parseEnv, type Env } from '@/config/env';

export interface CmsEnv {
  env: Env;
  databaseUrl: string;
  secret: string;
  /** Where staff reach the admin (CMS_URL, or the address it listens on). */
  url: string;
  https: boolean;
  uploadsDir: string;
}

function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payload-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

export function cmsEnv(source: Record<string, string | undefined> = process.env): CmsEnv {
  const env = parseEnv(source);
  if (!env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: the CMS needs it (npm start and npm run cms set it to the embedded database)');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const url = cmsUrlOf(env);
  return {
    env,
    databaseUrl: env.DATABASE_URL,
    secret: env.PAYLOAD_SECRET ?? storedSecret(dataDir),
    url,
    https: url.startsWith('https:'),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
}
