/**
 * Rules for text that visitors type and that we put into HTML or mail
 * headers, shared by every form and every mail.
 */

/** One-line fields: no control characters, so nothing can smuggle a header line or an invisible trick. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Multi-line fields may hold line breaks and tabs, and nothing else invisible. */
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * What XML 1.0 allows in no document, not even as a character reference (its Char production):
 * the C0 controls other than tab, LF and CR, half a UTF-16 surrogate pair, U+FFFE and U+FFFF.
 * A reporter may type or paste some of them (the forms refuse most controls, not U+FFFF), and
 * one would make the whole export not well formed. They are invisible, so this is the one place
 * that drops them, for every XML and HTML we write: the text around them stays as typed.
 */
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function withoutNonXmlCharacters(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, '');
}

const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };
const escapeWith = (pattern: RegExp) => (text: string) => withoutNonXmlCharacters(text).replace(pattern, (character) => REFERENCES[character]!);

/**
 * Text as XML element content: every `&` (also one that starts something like `&amp;` or `&#60;`,
 * which is the reporter's text, not markup), `<`, `>` and quote as a reference, and CR too, which
 * a parser would otherwise read as LF (end-of-line handling). `]]>` is harmless once its `>` is a reference.
 */
export const escapeXml = escapeWith(/[&<>"'\r]/g);

/** Text as an XML attribute value: as content, and tab and LF too, which a parser would read as spaces. */
export const escapeXmlAttribute = escapeWith(/[&<>"'\t\n\r]/g);

/** Text for HTML content and attributes, quoted either way; its line breaks stay for the caller to turn into `<br>`. */
export const escapeHtml = escapeWith(/[&<>"']/g);

/** A UUID in its canonical text form, as the database and the browsers' crypto.randomUUID() write it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a spreadsheet would run as a formula: it begins with =, +, -, @, a tab or a carriage return. */
const FORMULA = /^[=+\-@\t\r]/;

/** The months as spreadsheets in English and Croatian read them in a date, in full and abbreviated. */
const MONTH = `(${[
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'siječanj',
  'veljača',
  'ožujak',
  'travanj',
  'svibanj',
  'lipanj',
  'srpanj',
  'kolovoz',
  'rujan',
  'listopad',
  'studeni',
  'prosinac',
  'sij',
  'vlj',
  'velj',
  'ožu',
  'tra',
  'svi',
  'lip',
  'srp',
  'kol',
  'ruj',
  'lis',
  'stu',
  'pro',
].join('|')})`;

/**
 * Text a spreadsheet would read as a number, date, time, fraction, percentage or truth value
 * rather than as the text it is: "4-10" (a date), "1/2", "0012" (12), "3,5", "12:30", "1E5",
 * 16 digits (rounded past 15), "TRUE". Only digits with the separators of numbers and dates,
 * optionally with a month's name, or a truth value.
 */
const READ_AS_VALUE = [
  /^[\s(]*[\d.,:/\-\s%)]*\d[\d.,:/\-\s%)]*$/,
  /^\s*\d+([.,]\d+)?e[+-]?\d+\s*$/i,
  new RegExp(`^\\d{1,4}[-/. ]${MONTH}\\.?([-/. ]\\d{1,4})?$`, 'iu'),
  new RegExp(`^${MONTH}\\.?[-/. ]\\d{1,4}([-/. ]\\d{1,4})?$`, 'iu'),
  /^(true|false|točno|netočno)$/i,
];

/** An instant and the time zone it is read in (its market's), for a CSV cell. */
interface ZonedInstant {
  at: Date;
  timeZone: string;
}

const isZonedInstant = (value: unknown): value is ZonedInstant =>
  !!value && typeof value === 'object' && 'at' in value && value.at instanceof Date && 'timeZone' in value && typeof value.timeZone === 'string';

/** An instant in its time zone, as every spreadsheet reads a date and time. */
function localDateTime({ at: instant, timeZone }: ZonedInstant): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * A number as a spreadsheet of the region reads it: a decimal comma, as the semicolon-separated
 * files it opens have. A whole number past 15 digits would lose its last ones, so it stays text.
 */
function numberText(value: number): { text: string; asText: boolean } {
  const text = Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
  return { text, asText: !Number.isFinite(value) || /\d{16}/.test(text) || /e/i.test(text) };
}

/**
 * One quoted CSV cell, for a spreadsheet to open. Text it would not keep as that text (a
 * formula, or what it would read as a number or date) gets a leading apostrophe: OWASP's rule
 * against CSV injection (a reporter's name like `=cmd|' /C calc'!A0` stays text), and the
 * same one mark for "4-10", which a spreadsheet would make the 4th of October. The apostrophe
 * rather than `="4-10"`: one rule, and a file with no formula in it, whatever opens it. Numbers
 * are numbers (a decimal comma), dates and instants are the dates they are.
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (typeof value === 'number') {
    const number = numberText(value);
    text = number.asText ? `'${number.text}` : number.text;
  } else if (isZonedInstant(value)) {
    text = localDateTime(value);
  } else if (value instanceof Date) {
    // The wall-clock time of an instant depends on whose clock: the caller names the zone (ZonedInstant).
    throw new TypeError('a CSV cell takes an instant with its time zone ({ at, timeZone }), not a bare Date');
  } else if (value && typeof value === 'object' && 'day' in value && typeof value.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.day)) {
    text = value.day;
  } else {
    const plain = String(value ?? '');
    text = FORMULA.test(plain) || READ_AS_VALUE.some((pattern) => pattern.test(plain)) ? `'${plain}` : plain;
  }
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A CSV file as Croatian, Slovenian and Bosnian spreadsheets open it by a double click: UTF-8
 * with a byte order mark (else č and ž break), cells separated by semicolons (the list
 * separator there; commas would put a row in one column) and lines ended by CRLF.
 */
export function spreadsheetCsv(rows: ReadonlyArray<readonly unknown[]>): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
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
const MAX_JSON_DEPTH = 32;

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
