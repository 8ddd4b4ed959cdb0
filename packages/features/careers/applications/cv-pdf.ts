import { inflateWithin } from './bounded-inflate';
import { UNPACKED_MAX_BYTES } from './validation';

/**
 * A PDF is judged by the names in it: an action that runs script, starts a program or opens
 * another file, an attached file, a form that sends data. HR opens CVs in whatever reader is at
 * hand, and not every reader asks first. Names are read as a reader reads them: `#61` is `a`, and
 * objects packed in compressed object streams are inflated (to a limit) and read too. The short
 * names are looked for only where a reader takes them for names, not in text, so a web developer's
 * "HTML/JS" is no script. An /OpenAction or /AA that only turns to a page stays allowed (many PDF
 * makers write one): the script it would run is refused by its own names.
 */
export type PdfProblem = 'cvPdfScript' | 'cvPdfLaunch' | 'cvPdfEmbedded' | 'cvUnpacksTooLarge' | 'cvDamaged';

const REFUSED_NAMES = new Map<string, PdfProblem>([
  ...['JavaScript', 'JS', 'XFA', 'SubmitForm', 'ImportData'].map((name) => [name, 'cvPdfScript'] as const),
  ...['Launch', 'GoToR', 'GoToE'].map((name) => [name, 'cvPdfLaunch'] as const),
  ...['EmbeddedFile', 'EmbeddedFiles', 'EF', 'FileAttachment', 'RichMedia'].map((name) => [name, 'cvPdfEmbedded'] as const),
]);

/**
 * Text, comments and stream data are no objects, but a reader sent into them by the
 * cross-reference table reads objects there all the same; so the whole file is searched too, for
 * the names too long to turn up by chance in an image or a font.
 */
const SOUGHT_EVERYWHERE = [...REFUSED_NAMES.keys()].filter((name) => name.length >= 6);

const FLATE = new Set(['FlateDecode', 'Fl']);
/** What else could encode (or, as a predictor, reorder) a stream's bytes: an object stream so encoded cannot be read here, so not checked. */
const OTHER_CODINGS = new Set(['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL', 'Crypt', 'Predictor']);
/** The names a stream's dictionary is read for: whether it holds objects, and how it is encoded. */
const STREAM_KEYS = new Set(['ObjStm', 'First', ...FLATE, ...OTHER_CODINGS]);
/** No name worth reading is longer, each of its characters escaped as #xx. */
const LONGEST_NAME = 3 * Math.max(...[...REFUSED_NAMES.keys(), ...STREAM_KEYS].map((name) => name.length));

/** The bytes a name worth reading may begin with, as itself or escaped. */
const FIRST_OF_A_NAME = new Uint8Array(256);
for (const name of [...REFUSED_NAMES.keys(), ...STREAM_KEYS, '#']) FIRST_OF_A_NAME[name.charCodeAt(0)] = 1;

/** Thousands of object streams are no CV; each costs an inflation, so the count is bounded as the bytes are. */
export const MAX_OBJECT_STREAMS = 1000;

/** White space and delimiters: where a name or keyword ends. */
const TOKEN_ENDS = '\0\t\n\f\r ()<>[]{}/%';
const TOKEN_END = new Uint8Array(256);
for (const character of TOKEN_ENDS) TOKEN_END[character.charCodeAt(0)] = 1;
/** A byte of a name or keyword; a table, as the scanner reads every byte of up to 10 MB. */
const isRegular = (code: number) => TOKEN_END[code] === 0;

/** Every spelling of the names, any character as itself or as #xx, ending where a name ends. */
const SPELLED_ANYHOW = new RegExp(
  `/(?:${SOUGHT_EVERYWHERE.map((name) => [...name].map((character) => `(?:${character}|#${hexPattern(character)})`).join('')).join('|')})(?=[${TOKEN_ENDS.replace(/[\]\\]/g, '\\$&')}]|$)`,
  'g',
);

/** The character's two hex digits, in either case. */
function hexPattern(character: string): string {
  return [...character.charCodeAt(0).toString(16).padStart(2, '0')].map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit)).join('');
}

class Refused extends Error {
  constructor(readonly problem: PdfProblem) {
    super(problem);
  }
}

/** Why the PDF may not be taken, or undefined when it holds nothing active. */
export async function pdfProblem(bytes: Buffer): Promise<PdfProblem | undefined> {
  const budget = { left: UNPACKED_MAX_BYTES };
  try {
    for (const stream of readObjects(bytes, { hasStreams: true })) readObjects(await decodeObjectStream(stream, bytes, budget), { hasStreams: false });
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.problem;
    throw error;
  }
}

/** An object stream: where its data lies in the file. */
interface ObjectStream {
  start: number;
  end: number;
  /** The names of its dictionary that tell how it is encoded, in order (a filter may be named twice). */
  names: string[];
}

/**
 * Reads the bytes as PDF tokens, throwing at the first refused name, and answers the object
 * streams met. What a stream holds is no token; an object stream holds no streams. The bytes are
 * walked as bytes, and taken as text (latin1) only where a name or keyword is read.
 */
function readObjects(bytes: Buffer, { hasStreams }: { hasStreams: boolean }): ObjectStream[] {
  const text = bytes.toString('latin1');
  searchEverywhere(text);
  const streams: ObjectStream[] = [];
  let names: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const code = bytes[at]!;
    if (code === 0x25) at = endOfComment(bytes, at);
    else if (code === 0x28) at = endOfLiteralString(bytes, at);
    else if (code === 0x3c) at = bytes[at + 1] === 0x3c ? at + 2 : endOfHexString(bytes, at);
    else if (code === 0x2f) {
      const end = endOfToken(bytes, at + 1);
      if (end - at - 1 <= LONGEST_NAME && FIRST_OF_A_NAME[bytes[at + 1]!]) {
        const name = decodedName(text.slice(at + 1, end));
        const problem = REFUSED_NAMES.get(name);
        if (problem) throw new Refused(problem);
        if (STREAM_KEYS.has(name)) names.push(name);
      }
      at = end;
    } else if (isRegular(code)) {
      const end = endOfToken(bytes, at);
      const keyword = end - at === 3 || end - at === 6 ? text.slice(at, end) : '';
      at = end;
      if (keyword === 'obj' || keyword === 'endobj') names = [];
      else if (keyword === 'stream' && hasStreams) {
        const start = startOfStreamData(bytes, at);
        const stop = text.indexOf('endstream', start);
        const dataEnd = stop === -1 ? bytes.length : stop;
        // /First is an object stream's own key: a reader takes a stream for one by it, /Type or not.
        if (names.includes('ObjStm') || names.includes('First')) streams.push({ start, end: dataEnd, names });
        if (streams.length > MAX_OBJECT_STREAMS) throw new Refused('cvDamaged');
        names = [];
        at = dataEnd + 'endstream'.length;
      }
    } else {
      at++;
    }
  }
  return streams;
}

function searchEverywhere(text: string): void {
  SPELLED_ANYHOW.lastIndex = 0;
  const found = SPELLED_ANYHOW.exec(text);
  if (found) throw new Refused(REFUSED_NAMES.get(decodedName(found[0].slice(1)))!);
}

/** A name as a reader takes it: `#xx` is the character xx. */
const decodedName = (raw: string) => (raw.includes('#') ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw);

function endOfToken(bytes: Buffer, at: number): number {
  while (at < bytes.length && isRegular(bytes[at]!)) at++;
  return at;
}

function endOfHexString(bytes: Buffer, at: number): number {
  const end = bytes.indexOf(0x3e, at);
  return end === -1 ? bytes.length : end + 1;
}

function endOfComment(bytes: Buffer, at: number): number {
  while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at++;
  return at;
}

/** Literal strings nest balanced parentheses; a backslash escapes the next byte. */
function endOfLiteralString(bytes: Buffer, at: number): number {
  let depth = 0;
  for (; at < bytes.length; at++) {
    const code = bytes[at];
    if (code === 0x5c) at++;
    else if (code === 0x28) depth++;
    else if (code === 0x29 && --depth === 0) return at + 1;
  }
  return at;
}

/** The data begins after the end of the `stream` line: CR LF or LF (a lone CR, too, for sloppy writers). */
function startOfStreamData(bytes: Buffer, at: number): number {
  if (bytes[at] === 0x0d) at++;
  if (bytes[at] === 0x0a) at++;
  return at;
}

/** The object stream's objects: inflated once per FlateDecode it names, each time within what is left of the budget. */
async function decodeObjectStream(stream: ObjectStream, bytes: Buffer, budget: { left: number }): Promise<Buffer> {
  if (stream.names.some((name) => OTHER_CODINGS.has(name))) throw new Refused('cvDamaged');
  let data = bytes.subarray(stream.start, stream.end);
  const inflations = stream.names.filter((name) => FLATE.has(name)).length;
  for (let round = 0; round < inflations; round++) {
    const inflated = await inflateWithin(data, { format: 'zlib', limit: budget.left, keep: true, acceptTruncated: true });
    if (!inflated.ok) throw new Refused(inflated.reason === 'tooLarge' ? 'cvUnpacksTooLarge' : 'cvDamaged');
    budget.left -= inflated.size;
    data = inflated.bytes;
  }
  return data;
}
