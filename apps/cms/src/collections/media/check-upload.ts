/**
 * What the media library accepts, decided from a file's bytes and not from
 * the name or type its browser sent: JPEG, PNG, WebP and AVIF photos up to
 * 15 MB and PDFs up to 30 MB. SVG is refused outright: a drawing can carry
 * script, and an uploaded one served from our origin would be stored XSS.
 * A photo may have at most MAX_IMAGE_PIXELS pixels, read from its header before
 * anything decodes it: a small PNG of 16,000 × 16,000 pixels takes a gigabyte.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { CollectionBeforeOperationHook } from 'payload';
import { MAX_IMAGE_PIXELS, mediaMimeTypes, pdfMimeType, uploadLimits, type MediaMimeType } from '@/content/media-schema';
import { staffT } from '../../i18n/catalogue';
import { saveRefused } from '../../hooks/refuse-save';

/** The file names each accepted type may have. */
const extensionsOf: Record<MediaMimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'application/pdf': ['pdf'],
};

export type UploadProblem =
  | { key: 'media:svgRefused' }
  | { key: 'media:notAllowed'; vars: { detected: string } }
  | { key: 'media:nameMismatch'; vars: { name: string; detected: string; extension: string } }
  | { key: 'media:imageTooLarge' | 'media:pdfTooLarge'; vars: { size: string; limit: string } }
  | { key: 'media:tooManyPixels'; vars: { width: number; height: number; megapixels: number } };

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');

/** Looks like SVG or other XML markup: file-type finds no binary signature in it. */
function isMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<svg') || head.startsWith('<?xml') || head.startsWith('<!doctype svg') || /<svg[\s>]/.test(head);
}

/** What a file is, from its bytes, or why it may not be uploaded. */
async function inspectUpload(file: { name: string; data: Buffer; size: number }): Promise<{ type: MediaMimeType } | { problem: UploadProblem }> {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (extension === 'svg' || extension === 'svgz' || isMarkup(file.data)) return { problem: { key: 'media:svgRefused' } };
  const detected = (await fileTypeFromBuffer(file.data))?.mime;
  if (!detected || !(mediaMimeTypes as readonly string[]).includes(detected))
    return { problem: { key: 'media:notAllowed', vars: { detected: detected ?? '—' } } };
  const type = detected as MediaMimeType;
  if (!extensionsOf[type].includes(extension))
    return { problem: { key: 'media:nameMismatch', vars: { name: file.name, detected: type, extension: extensionsOf[type][0]! } } };
  const limit = type === pdfMimeType ? uploadLimits.pdf : uploadLimits.image;
  if (file.size > limit)
    return {
      problem: { key: type === pdfMimeType ? 'media:pdfTooLarge' : 'media:imageTooLarge', vars: { size: megabytes(file.size), limit: megabytes(limit) } },
    };
  if (type !== pdfMimeType) {
    const { width = 0, height = 0 } = await sharp(file.data, { limitInputPixels: false }).metadata();
    if (width * height > MAX_IMAGE_PIXELS) return { problem: { key: 'media:tooManyPixels', vars: { width, height, megapixels: MAX_IMAGE_PIXELS / 1e6 } } };
  }
  return { type };
}

/** Why a file may not be uploaded, or undefined when it may. */
export async function uploadProblem(file: { name: string; data: Buffer; size: number }): Promise<UploadProblem | undefined> {
  const inspected = await inspectUpload(file);
  return 'problem' in inspected ? inspected.problem : undefined;
}

/** Refuses an upload (a new file, or a replaced one) with the reason in the editor's language. */
export const checkUpload: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args;
  const inspected = await inspectUpload(req.file);
  if ('type' in inspected) {
    // Stored as what its bytes are, whatever type the browser claimed (some send none for a PDF).
    req.file.mimetype = inspected.type;
    return args;
  }
  const { problem } = inspected;
  const t = staffT(req.i18n);
  throw saveRefused(req, collection.slug, [{ path: 'file', message: t(problem.key, 'vars' in problem ? problem.vars : undefined) }]);
};
