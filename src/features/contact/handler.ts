import type { IncomingMessage, ServerResponse } from 'node:http';
import { recipientFor, type MarketProfile } from '@/config/company';
import { defaultLocale, localesOf, type Locale, type Market } from '@/config/markets';
import { format, messagesFor } from '@/i18n/messages';
import type { ApiHandler } from '@/server/api/router';
import { sendError, sendJson } from '@/server/api/router';
import { contactMessages } from '@/server/db/schema';
import type { Db } from '@/server/db/database';
import { findIdempotentAnswer, saveIdempotentAnswer } from '@/server/db/idempotency';
import { assertSameOrigin, clientIp, HttpError, readJsonBody } from '@/server/http/request';
import { enqueueMail } from '@/server/mail/outbox';
import type { BotCheck } from '@/server/protection/bot';
import type { RateDecision } from '@/server/protection/rate-limit';
import { contactMail } from './email';
import { CONTACT_LIMITS, contactSchema, fieldErrors, type ContactErrorCode } from './schema';

export const CONTACT_BODY_LIMIT = 32 * 1024;
const SCOPE = 'contact';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ContactDeps {
  db: Db;
  market: Market;
  profile: MarketProfile;
  mailFrom: string;
  siteOrigin?: string;
  trustProxy: boolean;
  bot: BotCheck;
  rateLimit: (key: string) => Promise<RateDecision>;
}

function localeOf(market: Market, value: unknown): Locale {
  return localesOf(market).includes(value as Locale) ? (value as Locale) : defaultLocale(market);
}

function errorText(locale: Locale, code: ContactErrorCode, field?: string): string {
  const errors = messagesFor(locale).contact.errors;
  const max = field ? CONTACT_LIMITS[field as keyof typeof CONTACT_LIMITS] : undefined;
  return format(errors[code], { max: max ?? '' });
}

/** POST /api/contact: validate, check for bots, then store the message and its e-mail in one transaction. */
export function contactHandler(deps: ContactDeps): ApiHandler {
  const recipients = deps.profile.directory.filter((entry) => entry.selectable).map((entry) => entry.key);
  const schema = contactSchema(recipients);

  return async (req: IncomingMessage, res: ServerResponse) => {
    let locale = defaultLocale(deps.market);
    try {
      assertSameOrigin(req, deps.siteOrigin);
      const body = (await readJsonBody(req, CONTACT_BODY_LIMIT)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new HttpError(400, { error: 'invalid_body', message: 'Send a JSON object.' });
      }
      locale = localeOf(deps.market, body.locale);
      const t = messagesFor(locale).contact.errors;

      const idempotencyKey = typeof body.idempotencyKey === 'string' && UUID.test(body.idempotencyKey) ? body.idempotencyKey : undefined;
      if (!idempotencyKey) throw new HttpError(400, { error: 'idempotency_key', message: 'A UUID idempotencyKey is required.' });
      const earlier = await findIdempotentAnswer(deps.db, SCOPE, idempotencyKey);
      if (earlier) return sendJson(res, earlier.statusCode, earlier.body);

      const rate = await deps.rateLimit(clientIp(req, deps.trustProxy));
      if (!rate.allowed) {
        const message = format(t.rateLimited, { minutes: Math.ceil(rate.retryAfterSeconds / 60) });
        throw new HttpError(429, { error: 'rate_limited', message }, { 'Retry-After': String(rate.retryAfterSeconds) });
      }

      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const codes = fieldErrors(parsed.error);
        const fields = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, errorText(locale, code, field)]));
        throw new HttpError(422, { error: 'validation', message: t.summary, fields });
      }

      // A filled honeypot is a bot; it gets the answer a person would, and nothing is stored.
      if (typeof body.website === 'string' && body.website !== '') {
        return sendJson(res, 202, { id: crypto.randomUUID() });
      }
      if (!(await deps.bot.verify(typeof body.botToken === 'string' ? body.botToken : undefined))) {
        throw new HttpError(403, { error: 'bot_check_failed', message: t.botCheck });
      }

      const answer = await store(deps, parsed.data, idempotencyKey);
      return sendJson(res, answer.statusCode, answer.body);
    } catch (error) {
      if (error instanceof HttpError) return sendError(res, error.status, error.body, error.headers);
      return sendError(res, 503, { error: 'unavailable', message: messagesFor(locale).contact.errors.send }, { 'Retry-After': '30' });
    }
  };
}

async function store(deps: ContactDeps, fields: ReturnType<ReturnType<typeof contactSchema>['parse']>, idempotencyKey: string) {
  const entry = recipientFor(deps.market, fields.recipient);
  const siteLocale = defaultLocale(deps.market);
  const t = messagesFor(siteLocale);
  const displayName = t.recipients[entry.key as keyof typeof t.recipients] ?? entry.key;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ market: deps.market, recipientKey: entry.key, name: fields.name, email: fields.email, message: fields.message })
        .returning({ id: contactMessages.id });
      const id = row!.id;
      await enqueueMail(tx, contactMail({
        messageId: id,
        entry,
        displayName,
        from: deps.mailFrom,
        fields,
        labels: { name: t.contact.name, email: t.contact.email, message: t.contact.message },
      }));
      const answer = { statusCode: 202, body: { id } };
      if (!(await saveIdempotentAnswer(tx, SCOPE, idempotencyKey, answer.statusCode, answer.body))) throw new DuplicateRequest();
      return answer;
    });
  } catch (error) {
    if (!(error instanceof DuplicateRequest)) throw error;
    return (await findIdempotentAnswer(deps.db, SCOPE, idempotencyKey))!;
  }
}

class DuplicateRequest extends Error {}
