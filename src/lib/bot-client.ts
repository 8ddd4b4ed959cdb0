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

async function altchaToken(): Promise<string> {
  const response = await fetch('/api/challenge', { cache: 'no-store' });
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}

let recaptchaScript: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
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

/** Called when the form first opens: loads what the check needs before the visitor presses Send. */
export async function prepareBotCheck(): Promise<void> {
  const { botProtection, recaptchaSiteKey } = await botConfig();
  if (botProtection === 'recaptcha' && recaptchaSiteKey) await loadRecaptcha(recaptchaSiteKey);
}

/** A fresh token for one submission, or undefined when the server runs without bot protection. */
export async function botToken(): Promise<string | undefined> {
  const { botProtection, recaptchaSiteKey } = await botConfig();
  if (botProtection === 'altcha') return altchaToken();
  if (botProtection === 'recaptcha' && recaptchaSiteKey) {
    const grecaptcha = await loadRecaptcha(recaptchaSiteKey);
    return grecaptcha.execute(recaptchaSiteKey, { action: 'submit' });
  }
  return undefined;
}
