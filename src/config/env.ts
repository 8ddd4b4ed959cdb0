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

const schema = z.object({
  MARKET: z.enum(markets).default('cro'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3031),
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
    throw new ConfigError(
      'Invalid configuration:\n  BOT_PROTECTION: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY',
    );
  }
  return env;
}
