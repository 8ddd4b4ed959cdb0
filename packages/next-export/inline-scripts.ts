import { DEFERRED_LOADER } from './defer-scripts';

/**
 * The inline scripts an exported page may carry, known by where they come from: code that
 * Next, Turbopack or this build writes, around nothing but JSON literals (data, which cannot
 * run). Anything else got into the HTML some other way (copy, say). The shapes are Next's
 * (see README.md here); canary.test.ts fails when Next stops writing them.
 */
const KNOWN_INLINE_SCRIPTS = [
  { origin: "Next's payload", code: ['self.__next_f.push(', ')'] },
  { origin: "Next's payload start", code: ['(self.__next_f=self.__next_f||[]).push(', ')'] },
  { origin: "Turbopack's chunk list", code: ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');'] },
  { origin: "the build's chunk loader", code: [`${DEFERRED_LOADER}(`, ')'] },
] as const;

function isJsonArguments(text: string): boolean {
  try {
    JSON.parse(`[${text}]`);
    return true;
  } catch {
    return false;
  }
}

/** The text of an inline script is one of the known ones, called with JSON only. */
export const isKnownInlineScript = (text: string): boolean =>
  KNOWN_INLINE_SCRIPTS.some(
    ({ code: [before, after] }) => text.startsWith(before) && text.endsWith(after) && isJsonArguments(text.slice(before.length, text.length - after.length)),
  );
