/**
 * The second factor of staff who may see health data (pharmacovigilance and
 * admin roles): TOTP (RFC 6238, through otplib) with one-time recovery codes.
 * Secrets are sealed with AES-256-GCM under a key derived from the CMS
 * secret, so a database dump alone does not yield them; recovery codes are
 * kept only as hashes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

const TOTP_ISSUER = 'Farmadria staff';
/** One step (30 s) either side forgives a phone's clock drift. */
const EPOCH_TOLERANCE_S = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads (from a QR code, or typed). */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * Checks a code; a valid one answers its time step, which the caller stores,
 * and a code of that step or an earlier one is refused next time, so a code
 * seen over a shoulder cannot be replayed.
 */
export async function verifyTotp(secret: string, code: string, lastStep?: number | null): Promise<number | undefined> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({ secret, token, epochTolerance: EPOCH_TOLERANCE_S, afterTimeStep: lastStep ?? undefined });
  return result.valid ? (result as { timeStep: number }).timeStep : undefined;
}

const RECOVERY_CODES = 10;
const hash = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Ten codes of the form `abcd-efgh`, shown once; store `hashes`. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(5).toString('hex').slice(0, 8);
    return `${raw.slice(0, 4)}-${raw.slice(4)}`;
  });
  return { codes, hashes: codes.map(hash) };
}

/** The stored hashes without the one this code matches, or undefined when it matches none. */
export function redeemRecoveryCode(hashes: readonly string[], code: string): string[] | undefined {
  const given = Buffer.from(hash(code), 'hex');
  const index = hashes.findIndex((stored) => timingSafeEqual(Buffer.from(stored, 'hex'), given));
  return index < 0 ? undefined : hashes.filter((_, i) => i !== index);
}

const keyFrom = (serverSecret: string) => createHash('sha256').update(`totp-seal:${serverSecret}`).digest();

export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(sealed: string, serverSecret: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
