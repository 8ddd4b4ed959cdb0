import { fileTypeFromBuffer } from 'file-type';
import { pdfProblem } from './cv-pdf';
import { zipProblem } from './cv-zip';
import { CV_MAX_BYTES, type ApplicationErrorCode } from './validation';

/**
 * A CV is judged by its bytes, as uploads to the CMS are: a renamed program,
 * an SVG (markup that could carry script) or an image is refused whatever its
 * name says. DOCX is a ZIP; file-type tells it from other ZIPs by the Word
 * parts inside ([Content_Types].xml and word/), so a renamed ZIP is refused too.
 * Then by what it holds: a DOCX that unpacks like a bomb (cv-zip.ts), a PDF
 * with script, launch actions or attached files (cv-pdf.ts).
 */
export type CvKind = 'pdf' | 'docx';

const KINDS: Record<string, CvKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export type CvCheck = { ok: true; kind: CvKind; bytes: Buffer } | { ok: false; code: ApplicationErrorCode };

/** What each kind's contents are checked for. */
const CONTENT_CHECKS: Record<CvKind, (bytes: Buffer) => Promise<ApplicationErrorCode | undefined>> = { pdf: pdfProblem, docx: zipProblem };

/** Decodes the base64 the form sent and says what the file is. */
export async function checkCv(base64: string): Promise<CvCheck> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { ok: false, code: 'cvMissing' };
  if (bytes.length > CV_MAX_BYTES) return { ok: false, code: 'cvTooLarge' };
  const kind = KINDS[(await fileTypeFromBuffer(bytes))?.mime ?? ''];
  if (!kind) return { ok: false, code: 'cvType' };
  const problem = await CONTENT_CHECKS[kind](bytes);
  return problem ? { ok: false, code: problem } : { ok: true, kind, bytes };
}

/**
 * Characters that show nothing but change what is shown: bidi overrides and isolates turn
 * `cv\u202Efdp.exe` into "cvexe.pdf" on HR's screen; with the other format characters, the
 * controls and the line separators they leave the name, whose letters all stay.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The stored file name: the applicant's base name (no folders), with the extension its bytes earned. */
export function cvFileName(sent: string, kind: CvKind): string {
  const cleaned = sent
    .replace(INVISIBLE, '')
    .replace(/"/g, '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .trim();
  // Cut by characters, not UTF-16 units: half an emoji is no character.
  const base = Array.from(cleaned).slice(0, 120).join('');
  return `${base || 'cv'}.${kind}`;
}

export const cvContentType = (kind: CvKind): string =>
  kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
