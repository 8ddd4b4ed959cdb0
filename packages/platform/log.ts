import pino, { type Logger } from 'pino';

const EMAIL = /([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** `ana.horvat@example.com` → `a***@example.com`: enough to tell addresses apart, not to contact anyone. */
export function maskEmails(text: string): string {
  // Most lines (every request's) hold no address: the check is cheaper than the pattern.
  return text.includes('@') ? text.replace(EMAIL, '$1***@$2') : text;
}

function maskDeep(value: unknown): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (Array.isArray(value)) return value.map(maskDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskDeep(inner)]));
  }
  return value;
}

/** E-mail addresses masked everywhere, errors reduced to their type and message (no stacks, no message bodies). */
export const maskedLogOptions = {
  base: undefined,
  formatters: { log: (object: Record<string, unknown>) => maskDeep(object) as Record<string, unknown> },
  serializers: { err: (error: Error) => ({ type: error?.name, message: maskEmails(String(error?.message ?? error)) }) },
};

/** Standard output, written asynchronously so logging does not slow serving. */
export const standardOutput = (): pino.DestinationStream => pino.destination({ sync: false });

/** The server's structured log: one JSON line per event, with the masked options above. */
export function createLogger(destination: pino.DestinationStream = standardOutput()): Logger {
  return pino(maskedLogOptions, destination);
}

/**
 * The line of each request, beside the server's log on the same destination. Its fields are fixed
 * (id, method, path, status, time) and the handler masks addresses in the path itself, so it skips
 * the deep masking of every field, which is costly on every request under load.
 */
export function createRequestLogger(destination: pino.DestinationStream): Logger {
  return pino({ base: undefined }, destination);
}
