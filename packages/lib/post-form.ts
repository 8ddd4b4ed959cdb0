'use client';

import { BotCheckUnavailable, botToken, type BotCheckName, type ConsentAsker } from './bot-client';

/**
 * What both forms do on send, in one place: get a bot-check token, post the
 * values with the idempotency key (a resend after a lost answer is then
 * recognised) and the honeypot, and read the server's answer as one of a few
 * outcomes each form words in its own texts.
 */
export type FormOutcome<T> =
  | { kind: 'accepted'; body: T }
  /** 422: the server's worded message per field path (`medicines.0.name`). */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** A failed bot check (403) or the rate limit (429), with the message the server worded in the visitor's language. */
  | { kind: 'refused'; message: string }
  /** The named bot check gave no token (it did not load, or its puzzle failed). */
  | { kind: 'botCheckUnavailable'; check: BotCheckName }
  | { kind: 'offline' }
  /** Anything else: 5xx, an unreadable answer, a network error while online. */
  | { kind: 'failed' };

export interface PostFormOptions {
  idempotencyKey: string;
  locale: string;
  /** The honeypot input: people leave it empty, form-filling bots do not. */
  honeypot: HTMLInputElement | null;
  askConsent: ConsentAsker;
  /** Called once the token is there and the values are on their way. */
  onSending?: () => void;
}

interface ErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

export async function postForm<T>(url: string, values: object, options: PostFormOptions): Promise<FormOutcome<T>> {
  let token: string | undefined;
  try {
    token = await botToken(options.askConsent);
  } catch (error) {
    if (!navigator.onLine) return { kind: 'offline' };
    // Without even the site's configuration, the server is what cannot be reached.
    return error instanceof BotCheckUnavailable ? { kind: 'botCheckUnavailable', check: error.check } : { kind: 'failed' };
  }
  options.onSending?.();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...values,
        locale: options.locale,
        idempotencyKey: options.idempotencyKey,
        botToken: token,
        website: options.honeypot?.value ?? '',
      }),
    });
  } catch {
    return navigator.onLine ? { kind: 'failed' } : { kind: 'offline' };
  }
  const body = (await response.json().catch(() => undefined)) as (T & ErrorBody) | undefined;
  if (response.ok && body) return { kind: 'accepted', body };
  if (response.status === 422 && body?.fields) return { kind: 'invalid', fields: body.fields };
  if ((body?.error === 'bot_check_failed' || body?.error === 'rate_limited') && body.message) return { kind: 'refused', message: body.message };
  return { kind: 'failed' };
}
