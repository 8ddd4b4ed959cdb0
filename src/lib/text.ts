/**
 * Rules for text that visitors type and that we put into HTML or mail
 * headers, shared by every form and every mail.
 */

/** One-line fields: no control characters, so nothing can smuggle a header line or an invisible trick. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Multi-line fields may hold line breaks and tabs, and nothing else invisible. */
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Text for XML content and double-quoted attributes (sitemaps, feeds). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text for HTML, where an attribute may also be single-quoted. */
export function escapeHtml(text: string): string {
  return escapeXml(text).replace(/'/g, '&#39;');
}

/** A UUID in its canonical text form, as the database and the browsers' crypto.randomUUID() write it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One quoted CSV cell. A text that a spreadsheet would read as a formula (it begins with
 * =, +, -, @, a tab or a carriage return) gets a leading apostrophe, OWASP's rule against
 * CSV injection: a reporter's name like `=cmd|' /C calc'!A0` stays text. Numbers are numbers.
 */
export function csvCell(value: unknown): string {
  const text = String(value ?? '');
  const safe = typeof value !== 'number' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** What PostgreSQL cannot store as text: a UTF-16 surrogate without its other half (no character at all), or NUL. */
const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/;

/** The path (`medicines.0.name`) of the first text in a JSON value that is not well-formed Unicode (or holds NUL), if any. */
export function malformedTextAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || '(body)' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = malformedTextAt(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = UNSTORABLE.test(key) ? [...path, key].join('.') : malformedTextAt(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** JSON a form could send is a few levels deep; far deeper nesting is an attack on recursive walkers, refused before any. */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests arrays or objects deeper than `max` (walked without recursion). */
export function nestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
