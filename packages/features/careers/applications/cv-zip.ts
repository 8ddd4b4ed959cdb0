import { inflateWithin } from './bounded-inflate';
import { UNPACKED_MAX_BYTES } from './validation';

/**
 * A DOCX (as any Office or OpenDocument file) is a ZIP, and a ZIP can be a bomb: a few hundred KB
 * that unpack to gigabytes in HR's Word, the indexer or a virus scanner. The central directory's
 * sizes are checked first, as they cost nothing to read; then every entry is really inflated,
 * to a limit, because those sizes are the sender's word. No ZIP library: the format's two
 * headers are all this needs, and a library that unpacks for us is what a bomb aims at.
 */
export type ZipProblem = 'cvUnpacksTooLarge' | 'cvDamaged';

/** Beyond this ratio the sender is suspected; below the floor no ratio can do harm, and small parts of blank markup compress further. */
export const UNPACK_RATIO_MAX = 100;
const RATIO_FLOOR_BYTES = 1024 * 1024;
/** A Word document has some tens of parts; thousands of tiny ones are a bomb of another kind, each costing an inflation. */
export const MAX_ENTRIES = 1000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const LONGEST_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 1;
/** A field's "see the ZIP64 record" mark: no ZIP of at most 10 MB needs one. */
const ZIP64_MARK = 0xffffffff;

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

class Damaged extends Error {}

/** Whether `length` bytes at `offset` lie within the file (a header that points outside is damaged, never read past). */
function need(bytes: Buffer, offset: number, length: number): void {
  if (offset < 0 || offset + length > bytes.length) throw new Damaged();
}

const tooBig = (size: number, packed: number) => size > UNPACKED_MAX_BYTES || (size > RATIO_FLOOR_BYTES && size > UNPACK_RATIO_MAX * packed);

/** Why the ZIP may not be taken, or undefined when it unpacks within the limits. */
export async function zipProblem(bytes: Buffer): Promise<ZipProblem | undefined> {
  try {
    const { entries, directoryOffset } = readDirectory(bytes);
    if (entries.length > MAX_ENTRIES) return 'cvUnpacksTooLarge';
    const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
    if (tooBig(declared, bytes.length) || entries.some((entry) => tooBig(entry.size, entry.compressedSize))) return 'cvUnpacksTooLarge';
    let unpacked = 0;
    for (const entry of entries) {
      const size = await realSize(bytes, entry, directoryOffset, UNPACKED_MAX_BYTES - unpacked);
      if (size === 'tooLarge') return 'cvUnpacksTooLarge';
      // A part that unpacks to other than its header says is a lie or damage, either way no document.
      if (size !== entry.size) return 'cvDamaged';
      unpacked += size;
    }
    return undefined;
  } catch (error) {
    if (error instanceof Damaged) return 'cvDamaged';
    throw error;
  }
}

function readDirectory(bytes: Buffer): { entries: Entry[]; directoryOffset: number } {
  const end = findEndOfDirectory(bytes);
  const onlyDisk = bytes.readUInt16LE(end + 4) === 0 && bytes.readUInt16LE(end + 6) === 0;
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (!onlyDisk || directoryOffset + directorySize > end) throw new Damaged();
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    need(bytes, at, 46);
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Damaged();
    const flags = bytes.readUInt16LE(at + 8);
    const entry: Entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    // An encrypted part or another compression (Word writes only these two) cannot be checked.
    if (flags & ENCRYPTED_FLAG || (entry.method !== STORED && entry.method !== DEFLATED)) throw new Damaged();
    if (entry.compressedSize === ZIP64_MARK || entry.localOffset === ZIP64_MARK) throw new Damaged();
    entries.push(entry);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (at > directoryOffset + directorySize) throw new Damaged();
  }
  return { entries, directoryOffset };
}

/** The end record is the last thing in the file, followed only by its comment. */
function findEndOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_RECORD_BYTES - LONGEST_COMMENT);
  for (let at = bytes.length - END_RECORD_BYTES; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new Damaged();
}

/** The entry's size as its data really unpacks, stopped past its share of the limits. */
async function realSize(bytes: Buffer, entry: Entry, directoryOffset: number, budget: number): Promise<number | 'tooLarge'> {
  need(bytes, entry.localOffset, 30);
  if (bytes.readUInt32LE(entry.localOffset) !== LOCAL_HEADER || bytes.readUInt16LE(entry.localOffset + 8) !== entry.method) throw new Damaged();
  const start = entry.localOffset + 30 + bytes.readUInt16LE(entry.localOffset + 26) + bytes.readUInt16LE(entry.localOffset + 28);
  if (start + entry.compressedSize > directoryOffset) throw new Damaged();
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return data.length;
  const limit = Math.min(budget, Math.max(RATIO_FLOOR_BYTES, UNPACK_RATIO_MAX * data.length));
  const inflated = await inflateWithin(data, { format: 'raw', limit, keep: false });
  if (inflated.ok) return inflated.size;
  if (inflated.reason === 'tooLarge') return 'tooLarge';
  throw new Damaged();
}
