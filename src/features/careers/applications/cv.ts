import { fileTypeFromBuffer } from 'file-type';
import { CV_MAX_BYTES, type ApplicationErrorCode } from './validation';

/**
 * A CV is judged by its bytes, as uploads to the CMS are: a renamed program,
 * an SVG (markup that could carry script) or an image is refused whatever its
 * name says. DOCX is a ZIP; file-type tells it from other ZIPs by the Word
 * parts inside ([Content_Types].xml and word/), so a renamed ZIP is refused too.
 */
export type CvKind = 'pdf' | 'docx';

const KINDS: Record<string, CvKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export type CvCheck = { ok: true; kind: CvKind; bytes: Buffer } | { ok: false; code: ApplicationErrorCode };

/** Decodes the base64 the form sent and says what the file is. */
export async function checkCv(base64: string): Promise<CvCheck> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { ok: false, code: 'cvMissing' };
  if (bytes.length > CV_MAX_BYTES) return { ok: false, code: 'cvTooLarge' };
  const kind = KINDS[(await fileTypeFromBuffer(bytes))?.mime ?? ''];
  return kind ? { ok: true, kind, bytes } : { ok: false, code: 'cvType' };
}

/** The stored file name: the applicant's base name (no folders), with the extension its bytes earned. */
export function cvFileName(sent: string, kind: CvKind): string {
  const cleaned = sent.split(/[\\/]/).pop()!.replace(/\.[^.]*$/, '').replace(/["\u0000-\u001f\u007f]/g, '').trim();
  // Cut by characters, not UTF-16 units: half an emoji is no character.
  const base = Array.from(cleaned).slice(0, 120).join('');
  return `${base || 'cv'}.${kind}`;
}

export const cvContentType = (kind: CvKind): string => (kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
