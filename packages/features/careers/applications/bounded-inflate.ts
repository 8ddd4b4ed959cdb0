import { constants, createInflate, createInflateRaw } from 'node:zlib';

export type Inflated =
  | { ok: true; size: number; bytes: Buffer }
  /** `size`: how far it got, a little past the limit when too large. */
  | { ok: false; reason: 'tooLarge' | 'damaged'; size: number };

export interface InflateOptions {
  /** 'raw' for a ZIP entry's deflate data, 'zlib' for a PDF's FlateDecode stream. */
  format: 'raw' | 'zlib';
  /** More output than this and the inflation stops there: a bomb never unpacks in memory. */
  limit: number;
  /** Whether the output is wanted, or only its size. */
  keep: boolean;
  /** A viewer shows what a cut-off stream holds, so a check must read it too; a ZIP entry cut off is damaged. */
  acceptTruncated?: boolean;
}

/**
 * Inflates as a stream and stops as soon as the output passes the limit, whatever size a header
 * declared; refused data (a bad header, a broken block) is `damaged`, never thrown.
 */
export function inflateWithin(data: Buffer, { format, limit, keep, acceptTruncated = false }: InflateOptions): Promise<Inflated> {
  const options = acceptTruncated ? { finishFlush: constants.Z_SYNC_FLUSH } : {};
  const inflater = format === 'raw' ? createInflateRaw(options) : createInflate(options);
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve) => {
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflater.destroy();
        resolve({ ok: false, reason: 'tooLarge', size });
      } else if (keep) {
        chunks.push(chunk);
      }
    });
    inflater.once('error', () => resolve({ ok: false, reason: 'damaged', size }));
    inflater.once('end', () => resolve({ ok: true, size, bytes: Buffer.concat(chunks) }));
    inflater.end(data);
  });
}
