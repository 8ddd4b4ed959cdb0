'use client';

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

interface BotConfig {
  botProtection: 'altcha' | 'recaptcha' | 'off';
  recaptchaSiteKey?: string;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  /** What Google's script sets when it has loaded. */
  interface Window {
    grecaptcha: Grecaptcha;
  }
}

let config: Promise<BotConfig> | undefined;

/** The server's bot protection, asked once: the pages are static, the setting is not. */
function botConfig(): Promise<BotConfig> {
  config ??= fetch('/api/config').then((response) => {
    if (!response.ok) throw new Error(`config ${response.status}`);
    return response.json() as Promise<BotConfig>;
  });
  config.catch(() => (config = undefined));
  return config;
}

/** The visitor's answer to the reCAPTCHA question, stored only once given. */
const CONSENT_KEY = 'recaptcha-consent';
export type RecaptchaConsent = 'granted' | 'declined';

function storedRecaptchaConsent(): RecaptchaConsent | undefined {
  const value = localStorage.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'declined' ? value : undefined;
}

export function storeRecaptchaConsent(value: RecaptchaConsent): void {
  localStorage.setItem(CONSENT_KEY, value);
}

/** Asks the visitor (in our own dialog) whether Google reCAPTCHA may load. */
export type ConsentAsker = () => Promise<boolean>;

export async function usesRecaptcha(): Promise<boolean> {
  return (await botConfig()).botProtection === 'recaptcha';
}

async function altchaToken(): Promise<string> {
  const response = await fetch('/api/challenge', { cache: 'no-store' });
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return `altcha:${btoa(JSON.stringify({ challenge, solution }))}`;
}

let recaptchaScript: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const { grecaptcha } = window;
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => {
      recaptchaScript = undefined;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

/** Called when a form first opens: loads reCAPTCHA early, but only for a visitor who allowed it. */
export async function prepareBotCheck(): Promise<void> {
  const { botProtection, recaptchaSiteKey } = await botConfig();
  if (botProtection === 'recaptcha' && recaptchaSiteKey && storedRecaptchaConsent() === 'granted') await loadRecaptcha(recaptchaSiteKey);
}

export type BotCheckName = 'altcha' | 'recaptcha';

/** No token could be had from this check: it did not load, or its puzzle failed. */
export class BotCheckUnavailable extends Error {
  constructor(
    readonly check: BotCheckName,
    cause: unknown,
  ) {
    super(`${check} unavailable`, { cause });
  }
}

async function tokenFrom(check: BotCheckName, make: () => Promise<string>): Promise<string> {
  try {
    return await make();
  } catch (error) {
    throw new BotCheckUnavailable(check, error);
  }
}

/**
 * A fresh token for one submission, or undefined when the server runs without
 * bot protection. Nothing is loaded from Google before the visitor agrees; a
 * visitor who declines proves effort with the altcha puzzle instead. A check
 * that fails throws BotCheckUnavailable, naming it.
 */
export async function botToken(askConsent: ConsentAsker): Promise<string | undefined> {
  const { botProtection, recaptchaSiteKey } = await botConfig();
  if (botProtection === 'altcha') return tokenFrom('altcha', altchaToken);
  if (botProtection === 'recaptcha' && recaptchaSiteKey) {
    let consent = storedRecaptchaConsent();
    if (!consent) {
      consent = (await askConsent()) ? 'granted' : 'declined';
      storeRecaptchaConsent(consent);
    }
    if (consent === 'declined') return tokenFrom('altcha', altchaToken);
    return tokenFrom('recaptcha', async () => {
      const grecaptcha = await loadRecaptcha(recaptchaSiteKey);
      return `recaptcha:${await grecaptcha.execute(recaptchaSiteKey, { action: 'submit' })}`;
    });
  }
  return undefined;
}
