import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ExpiringStore } from './expiring-store';

/**
 * Bot protection for the forms. The browser sends one token; verifying it
 * happens inside the request that stores the message, so no endpoint is left
 * unprotected by a separate verification call.
 */
export type BotMode = 'altcha' | 'recaptcha' | 'off';

export interface BotCheck {
  mode: BotMode;
  verify(token: string | undefined): Promise<boolean>;
}

const ALTCHA_ALGORITHM = 'SHA-256';
const CHALLENGE_TTL_MS = 10 * 60_000;
// About a second of work in a browser: nothing for a person, a real cost at bot volume.
const COUNTER_RANGE: [number, number] = [20_000, 60_000];

export interface AltchaCheck extends BotCheck {
  challenge(): Promise<Challenge>;
}

/** Self-hosted proof of work: no third party, no cookie; each challenge expires and works once. */
export function altchaCheck({
  hmacSecret,
  store,
  counterRange = COUNTER_RANGE,
}: {
  hmacSecret: string;
  store: ExpiringStore;
  counterRange?: [number, number];
}): AltchaCheck {
  const keySecret = `${hmacSecret}:derived-key`;
  return {
    mode: 'altcha',
    challenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: 1,
        counter: randomInt(...counterRange),
        deriveKey,
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      }),
    async verify(token) {
      const payload = decodeAltchaToken(token);
      if (!payload?.challenge.signature) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => ({ verified: false }));
      return result.verified && (await store.markOnce(`altcha:${payload.challenge.signature}`, CHALLENGE_TTL_MS));
    },
  };
}

/** Tokens name their kind, so a reCAPTCHA site can also take the altcha of a visitor who declined Google. */
const ALTCHA_PREFIX = 'altcha:';
const RECAPTCHA_PREFIX = 'recaptcha:';

/** The check a token was made for, or (without a token) the one this site asks for first: the one a refusal names. */
export function checkNamed(mode: BotMode, token: string | undefined): 'altcha' | 'recaptcha' {
  if (token?.startsWith(ALTCHA_PREFIX)) return 'altcha';
  return token?.startsWith(RECAPTCHA_PREFIX) || mode === 'recaptcha' ? 'recaptcha' : 'altcha';
}

export function encodeAltchaToken(challenge: Challenge, solution: Solution): string {
  return ALTCHA_PREFIX + Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function decodeAltchaToken(token: string | undefined): { challenge: Challenge; solution: Solution } | undefined {
  if (!token?.startsWith(ALTCHA_PREFIX) || token.length > 8192) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(token.slice(ALTCHA_PREFIX.length), 'base64').toString('utf8'));
    if (parsed?.challenge?.parameters && typeof parsed?.solution?.counter === 'number') return parsed;
  } catch {
    // An unreadable token is simply not a valid one.
  }
  return undefined;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

/** Google reCAPTCHA v3: success, the `submit` action, a high enough score and one of our hostnames. */
export function recaptchaCheck({
  secret,
  verifyUrl,
  minScore,
  hostnames,
  fetchImpl = fetch,
}: {
  secret: string;
  verifyUrl: string;
  minScore: number;
  hostnames: string[];
  fetchImpl?: typeof fetch;
}): BotCheck {
  return {
    mode: 'recaptcha',
    async verify(token) {
      if (!token?.startsWith(RECAPTCHA_PREFIX) || token.length > 4096) return false;
      try {
        const response = await fetchImpl(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token.slice(RECAPTCHA_PREFIX.length) }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as SiteverifyAnswer;
        return (
          answer.success === true &&
          answer.action === 'submit' &&
          typeof answer.score === 'number' &&
          answer.score >= minScore &&
          hostnames.includes(answer.hostname ?? '')
        );
      } catch {
        return false;
      }
    },
  };
}

/**
 * reCAPTCHA for visitors who allowed it, the altcha proof of work for those
 * who declined: nobody has to accept Google to send a form.
 */
export function recaptchaOrAltcha(recaptcha: BotCheck, altcha: AltchaCheck): AltchaCheck {
  return {
    mode: 'recaptcha',
    challenge: altcha.challenge,
    verify: (token) => (token?.startsWith(ALTCHA_PREFIX) ? altcha.verify(token) : recaptcha.verify(token)),
  };
}

/** For local development only: the server refuses it in production unless explicitly allowed. */
export function noBotCheck(): BotCheck {
  return { mode: 'off', verify: async () => true };
}
