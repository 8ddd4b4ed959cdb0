import { z } from 'zod';
import { markets } from './markets';

/**
 * The environment, read once and validated. A bad value stops the process
 * with a message that names the variable, so an operator sees the cause
 * instead of a half-working site.
 */
const urlOf = (protocols: string[]) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const flag = z
  .enum(['1', '0', 'true', 'false'], { message: 'must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true')
  .default(false);

const DURATION_UNITS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
/** A limit like `5/10m`: five per ten minutes. */
const rate = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, { message: 'must look like 5/10m (count/window with s, m or h)' })
  .transform((value) => {
    const [count, window] = value.split('/') as [string, string];
    const unit = window.slice(-1) as keyof typeof DURATION_UNITS;
    return { limit: Number(count), windowMs: Number(window.slice(0, -1)) * DURATION_UNITS[unit] };
  });

const schema = z.object({
  MARKET: z.enum(markets).default('cro'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3031),
  SITE_URL: urlOf(['http', 'https']).optional(),
  DATABASE_URL: urlOf(['postgres', 'postgresql']).optional(),
  SMTP_URL: urlOf(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  BOT_PROTECTION: z.enum(['altcha', 'recaptcha', 'off']).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: urlOf(['http', 'https']).default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  REDIS_URL: urlOf(['redis', 'rediss']).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  TRUST_PROXY: flag,
  ALLOW_NO_BOT_PROTECTION: flag,
  CONTACT_RATE_LIMIT: rate.default(rate.parse('5/10m')),
  REPORT_RATE_LIMIT: rate.default(rate.parse('10/1h')),
  APPLICATION_RATE_LIMIT: rate.default(rate.parse('5/1h')),
  SURVEY_RATE_LIMIT: rate.default(rate.parse('10/1h')),
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  REPORT_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(10),
  APPLICATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
  APPLICATION_POOL_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  SURVEY_ANONYMISE_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(300_000),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CMS_PORT: z.coerce.number().int().min(0).max(65535).default(3032),
  CMS_HOST: z.string().min(1).default('127.0.0.1'),
  CMS_URL: urlOf(['http', 'https']).optional(),
  PAYLOAD_SECRET: z.string().min(32, { message: 'must be at least 32 characters (openssl rand -hex 32)' }).optional(),
  CMS_LOGIN_RATE_LIMIT: rate.default(rate.parse('10/15m')),
  CMS_RESET_RATE_LIMIT: rate.default(rate.parse('5/1h')),
  CMS_JOBS_CRON: z
    .string()
    .regex(/^\S+( \S+){4,5}$/, { message: 'must be a cron expression of 5 or 6 fields' })
    .default('* * * * *'),
  DIST_DIR: z.string().min(1).default('dist'),
  PUBLISH_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(500),
  PUBLISH_SETTLE_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  BUILD_TIMEOUT_MS: z.coerce.number().int().min(10_000).default(900_000),
  BUILDER: z
    .enum(['1', '0', 'true', 'false'], { message: 'must be 1 or 0' })
    .transform((value) => value === '1' || value === 'true')
    .default(true),
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Empty strings count as unset, as shells and .env files produce them. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.BOT_PROTECTION === 'recaptcha' && !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError('Invalid configuration:\n  BOT_PROTECTION: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY');
  }
  if (env.BOT_PROTECTION === 'off' && !env.ALLOW_NO_BOT_PROTECTION) {
    throw new ConfigError(
      'Invalid configuration:\n  BOT_PROTECTION: off is for development only; set ALLOW_NO_BOT_PROTECTION=1 to run the forms without bot protection',
    );
  }
  return env;
}

/** Where staff reach the CMS: CMS_URL, or the address it listens on. */
export function cmsUrlOf(env: Env): string {
  return (env.CMS_URL ?? `http://${env.CMS_HOST === '0.0.0.0' ? '127.0.0.1' : env.CMS_HOST}:${env.CMS_PORT}`).replace(/\/$/, '');
}

/** The bot protection in force: reCAPTCHA when its keys are set, otherwise the self-hosted altcha. */
export function botProtectionOf(env: Env): 'altcha' | 'recaptcha' | 'off' {
  return env.BOT_PROTECTION ?? (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY ? 'recaptcha' : 'altcha');
}
