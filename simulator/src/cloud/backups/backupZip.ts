import { inflateRaw } from 'node:zlib';
import { BACKUP_ZIP_MAX_ENTRIES, BACKUP_ZIP_MAX_INFLATED, BACKUP_ZIP_MAX_RATIO, BACKUP_ZIP_RATIO_FROM } from '@homeport/sdk';

/** Why a zip is not read: the message names what is wrong (the caller answers BACKUP_ZIP_CORRUPT with it). */
export class ZipRefused extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, then a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  headerOffset: number;
}

/**
 * The central directory, read without inflating anything: the entry count
 * (from the end record, before a single entry is looked at), each name
 * once, no encryption, no zip64 (a 0.5 MB upload never needs it).
 */
function directoryOf(bytes: Buffer): Entry[] {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - END_SEARCH); i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipRefused('it has no central directory');
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipRefused('zip64 archives are not backups');
  if (count > BACKUP_ZIP_MAX_ENTRIES) throw new ZipRefused(`it holds ${count} entries; a backup holds at most ${BACKUP_ZIP_MAX_ENTRIES}`);
  if (offset + size > end) throw new ZipRefused('its central directory is cut short');

  const entries: Entry[] = [];
  const names = new Set<string>();
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipRefused('its central directory is damaged');
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw new ZipRefused('its central directory is damaged');
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 1) throw new ZipRefused(`${name} is encrypted`);
    if (names.has(name)) throw new ZipRefused(`it holds ${name} more than once`);
    names.add(name);
    entries.push({
      name,
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      headerOffset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** The compressed bytes of an entry, found through its local header. */
function dataOf(bytes: Buffer, entry: Entry): Buffer {
  const at = entry.headerOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipRefused(`${entry.name} cannot be found in the file`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new ZipRefused(`${entry.name} is cut short`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Inflates on libuv's thread pool (the event loop waits for nothing), stopping at the first byte past `limit`. */
function inflateUpTo(data: Buffer, limit: number): Promise<Buffer | 'past limit'> {
  return new Promise((resolve, reject) => {
    inflateRaw(data, { maxOutputLength: Math.max(1, limit), chunkSize: 64 * 1024 }, (error, result) => {
      if (!error) resolve(result.length > limit ? 'past limit' : result);
      else if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') resolve('past limit');
      else reject(new ZipRefused('it cannot be inflated'));
    });
  });
}

/**
 * The entries of an uploaded zip named in `wanted`, inflated (docs/contracts.md
 * "Backups"): every cap checked on the directory first (entries, names,
 * declared sizes), then again while inflating, which stops at the first byte
 * past BACKUP_ZIP_MAX_INFLATED in all or past BACKUP_ZIP_MAX_RATIO times an
 * entry's compressed size. Other entries are never inflated (a name with a
 * path is just not one of ours). Throws ZipRefused.
 */
export async function readZipEntries(bytes: Buffer, wanted: ReadonlySet<string>): Promise<Map<string, Buffer>> {
  const entries = directoryOf(bytes).filter((entry) => wanted.has(entry.name));
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > BACKUP_ZIP_MAX_INFLATED) throw new ZipRefused(`it would inflate to ${declared} bytes; a backup holds at most ${BACKUP_ZIP_MAX_INFLATED}`);

  const found = new Map<string, Buffer>();
  let left = BACKUP_ZIP_MAX_INFLATED;
  for (const entry of entries) {
    const data = dataOf(bytes, entry);
    const ratioLimit = Math.max(BACKUP_ZIP_RATIO_FROM, entry.compressedSize * BACKUP_ZIP_MAX_RATIO);
    const limit = Math.min(left, ratioLimit);
    let inflated: Buffer | 'past limit';
    if (entry.method === STORED) inflated = data.length > limit ? 'past limit' : data;
    else if (entry.method === DEFLATED) inflated = await inflateUpTo(data, limit);
    else throw new ZipRefused(`${entry.name} is compressed with method ${entry.method}; a backup uses deflate`);
    if (inflated === 'past limit') {
      throw new ZipRefused(
        limit === left
          ? `it inflates to more than ${BACKUP_ZIP_MAX_INFLATED} bytes; a backup holds at most that`
          : `${entry.name} inflates to more than ${BACKUP_ZIP_MAX_RATIO} times its compressed size`,
      );
    }
    if (inflated.length !== entry.declaredSize) throw new ZipRefused(`${entry.name} is not the size its directory says`);
    left -= inflated.length;
    found.set(entry.name, inflated);
  }
  return found;
}
