import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MarketProfile } from '@/content/company';
import { defaultLocale, localesOf, type Locale, type Market } from '@/config/markets';
import type { ApiHandler } from '@/platform/api/router';
import { sendError, sendJson } from '@/platform/api/router';
import type { Db } from '@/platform/db/database';
import { findIdempotentAnswer, saveIdempotentAnswer, type IdempotencyOptions } from '@/platform/db/idempotency';
import { checkNamed, type BotCheck } from '@/platform/protection/bot';
import type { RateDecision } from '@/platform/protection/rate-limit';
import { format, messagesFor } from '@/i18n/messages';
import { malformedTextAt, UUID } from '@/lib/text';
import { assertSameOrigin, clientIp, HttpError, readJsonBody } from './request';

/**
 * The transport rules every form endpoint shares, in order: same origin,
 * JSON within a size limit, an idempotency key (a repeat gets the first
 * answer), a rate limit, well-formed Unicode and validation (422 with worded fields), a honeypot, the
 * bot check, the checks that need the database (422), and then one transaction that stores the work together with its
 * answer. Database trouble — an error, or no answer within databaseTimeoutMs —
 * is a 503 with Retry-After, never a hang or a 500.
 */
interface FormAnswer {
  statusCode: number;
  body: unknown;
}

/** The forms, each a catalogue namespace whose `errors` word the endpoint's answers, and an idempotency scope. */
type FormScope = 'contact' | 'report' | 'applications' | 'survey';

function textsFor(scope: FormScope, locale: Locale) {
  const errors = messagesFor(locale)[scope].errors;
  return {
    summary: errors.summary,
    botCheck: errors.botCheck,
    unavailable: errors.unavailable,
    rateLimited: (retryAfterSeconds: number) => format(errors.rateLimited, { minutes: Math.ceil(retryAfterSeconds / 60) }),
    malformedText: errors.malformedText,
  };
}

/** What every form endpoint is built from, beside its own validation and storage. */
export interface FormDeps {
  db: Db;
  market: Market;
  profile: MarketProfile;
  mailFrom: string;
  siteOrigin?: string;
  trustProxy: boolean;
  databaseTimeoutMs: number;
  bot: BotCheck;
  rateLimit: (key: string) => Promise<RateDecision>;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

export interface FormEndpointSpec<T> {
  /** The catalogue namespace its answers are worded from, and (unless `idempotency` says otherwise) the idempotency scope. */
  scope: FormScope;
  /** Where its idempotent answers are kept, and whether sealed (db/idempotency.ts): an answer holding a secret is. */
  idempotency?: { scope?: string } & IdempotencyOptions;
  bodyLimit: number;
  db: Db;
  market: Market;
  siteOrigin?: string;
  trustProxy: boolean;
  databaseTimeoutMs: number;
  bot: BotCheck;
  rateLimit: (key: string) => Promise<RateDecision>;
  validate: (body: Record<string, unknown>, locale: Locale) => Validation<T>;
  /** Checks that need the database (a reference that must exist); worded field errors, or none. */
  confirm?: (value: T, locale: Locale) => Promise<Record<string, string> | undefined>;
  /** Runs inside the transaction; returns the answer that is stored with the idempotency key. */
  store: (tx: Db, value: T, locale: Locale) => Promise<FormAnswer>;
  /**
   * What a filled honeypot gets: the answer a person would, with nothing stored.
   * Without a decoy it is refused like a failed bot check, so a person whose
   * browser filled it by mistake sees an error rather than a false receipt.
   */
  decoy?: () => FormAnswer;
}

class DuplicateRequest extends Error {}

/**
 * A database that stops answering (a frozen server, a lost network) would hold
 * the visitor forever. The work may still commit after the deadline; the form
 * resends with the same idempotency key, which then returns the stored answer.
 */
function withDeadline<R>(work: Promise<R>, ms: number): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database work took longer than ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function formEndpoint<T>(spec: FormEndpointSpec<T>): ApiHandler {
  const idempotencyScope = spec.idempotency?.scope ?? spec.scope;
  const idempotency: IdempotencyOptions = { sealed: spec.idempotency?.sealed };
  const localeOf = (value: unknown): Locale => (localesOf(spec.market).includes(value as Locale) ? (value as Locale) : defaultLocale(spec.market));

  async function storeOnce(value: T, locale: Locale, key: string): Promise<FormAnswer> {
    try {
      return await spec.db.transaction(async (tx) => {
        const answer = await spec.store(tx, value, locale);
        if (!(await saveIdempotentAnswer(tx, idempotencyScope, key, answer.statusCode, answer.body, idempotency))) throw new DuplicateRequest();
        return answer;
      });
    } catch (error) {
      // A concurrent request with the same key committed first: answer as it did.
      if (error instanceof DuplicateRequest) return (await findIdempotentAnswer(spec.db, idempotencyScope, key, idempotency))!;
      throw error;
    }
  }

  return async (req: IncomingMessage, res: ServerResponse) => {
    let locale = defaultLocale(spec.market);
    try {
      assertSameOrigin(req, spec.siteOrigin);
      const body = await readJsonBody(req, spec.bodyLimit);
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new HttpError(400, { error: 'invalid_body', message: 'Send a JSON object.' });
      }
      const fields = body as Record<string, unknown>;
      locale = localeOf(fields.locale);
      const texts = textsFor(spec.scope, locale);

      const key = typeof fields.idempotencyKey === 'string' && UUID.test(fields.idempotencyKey) ? fields.idempotencyKey : undefined;
      if (!key) throw new HttpError(400, { error: 'idempotency_key', message: 'A UUID idempotencyKey is required.' });
      const earlier = await withDeadline(findIdempotentAnswer(spec.db, idempotencyScope, key, idempotency), spec.databaseTimeoutMs);
      if (earlier) return sendJson(res, earlier.statusCode, earlier.body);

      const rate = await spec.rateLimit(clientIp(req, spec.trustProxy));
      if (!rate.allowed) {
        throw new HttpError(
          429,
          { error: 'rate_limited', message: texts.rateLimited(rate.retryAfterSeconds) },
          {
            'Retry-After': String(rate.retryAfterSeconds),
          },
        );
      }

      // A lone UTF-16 surrogate is no character: refused here, naming its field, before the database would refuse it.
      const malformed = malformedTextAt(fields);
      if (malformed !== undefined) throw new HttpError(422, { error: 'validation', message: texts.summary, fields: { [malformed]: texts.malformedText } });

      const validation = spec.validate(fields, locale);
      if (!validation.ok) throw new HttpError(422, { error: 'validation', message: texts.summary, fields: validation.fields });

      const honeypotFilled = typeof fields.website === 'string' && fields.website !== '';
      if (honeypotFilled && spec.decoy) {
        const decoy = spec.decoy();
        return sendJson(res, decoy.statusCode, decoy.body);
      }
      const token = typeof fields.botToken === 'string' ? fields.botToken : undefined;
      if (honeypotFilled || !(await spec.bot.verify(token))) {
        throw new HttpError(403, { error: 'bot_check_failed', message: texts.botCheck[checkNamed(spec.bot.mode, token)] });
      }

      // After the bot check: what needs the database (or reads a whole CV) is asked by people only.
      const refused = spec.confirm && (await withDeadline(spec.confirm(validation.value, locale), spec.databaseTimeoutMs));
      if (refused) throw new HttpError(422, { error: 'validation', message: texts.summary, fields: refused });

      const answer = await withDeadline(storeOnce(validation.value, locale, key), spec.databaseTimeoutMs);
      return sendJson(res, answer.statusCode, answer.body);
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error.status, error.body, error.headers);
      return sendError(res, 503, { error: 'unavailable', message: textsFor(spec.scope, locale).unavailable }, { 'Retry-After': '30' });
    }
  };
}
