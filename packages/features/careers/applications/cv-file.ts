import { CONTROL_CHARACTERS } from '@/lib/text';
import { APPLICATION_LIMITS, CV_MAX_BYTES, type ApplicationFields } from './validation';

/**
 * The CV as the browser prepares it: checked before anything is sent (a
 * 10 MB upload that the server would refuse anyway wastes the applicant's
 * time and data), then carried as base64 inside the JSON body. Whether the
 * bytes are really a PDF or DOCX is the server's judgement alone.
 */

/** Why a chosen file cannot be sent, as an applications.errors code; undefined when it can. */
export function cvFileProblem(file: unknown): 'cvMissing' | 'cvTooLarge' | undefined {
  // An empty file holds no CV; the server would call it missing too.
  if (!(file instanceof Blob) || file.size === 0) return 'cvMissing';
  if (file.size > CV_MAX_BYTES) return 'cvTooLarge';
  return undefined;
}

/** A multiple of 3, so that each piece encodes without padding and the pieces join into one valid text. */
const CHUNK_BYTES = 3 * 8192;

/**
 * Base64 of the bytes in linear time: piecewise, because a spread or a
 * string grown byte by byte is quadratic or overflows the stack at 10 MB.
 */
export function base64Of(bytes: Uint8Array): string {
  const pieces: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const chunk = bytes.subarray(start, start + CHUNK_BYTES);
    pieces.push(btoa(String.fromCharCode(...chunk)));
  }
  return pieces.join('');
}

/**
 * The file's name as the schema takes it: a name the browser reports with
 * control characters or beyond the length limit would otherwise refuse a
 * good CV. The extension survives shortening, so HR still sees the kind.
 */
export function cvFileName(name: string): string {
  const clean = name.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), ' ').trim() || 'cv';
  if (clean.length <= APPLICATION_LIMITS.fileName) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return shortenTo(clean.slice(0, clean.length - extension.length), APPLICATION_LIMITS.fileName - extension.length) + extension;
}

/** Cuts between characters, never inside a surrogate pair (half an emoji is refused as malformed). */
function shortenTo(text: string, maxLength: number): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > maxLength) break;
    result += character;
  }
  return result.trimEnd();
}

/** The CV as the application's body carries it. Rejects when the file can no longer be read (moved or deleted since it was chosen). */
export async function cvPayload(file: File): Promise<ApplicationFields['cv']> {
  return { fileName: cvFileName(file.name), data: base64Of(new Uint8Array(await file.arrayBuffer())) };
}
