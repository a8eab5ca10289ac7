import Papa from 'papaparse';
import { BulkDeviceSchema, MAX_BULK_FILE_BYTES, parseWire, type BulkDevice } from '@homeport/sdk';

/**
 * The bulk file (spec 2 §5): one .csv of at most 0.5 MB, one device per
 * line as deviceId, deviceName, deviceType. An empty file, or one that is
 * not three columns a line, is CSV_EMPTY_OR_NOT_FORMATTED_CORRECTLY; a file
 * of another type, too big, unreadable, or with a bad value, is "CSV file
 * is not valid", with the line and the reason. A header line naming the
 * columns is allowed; duplicates within the file are refused.
 */
export type BulkFileResult =
  | { ok: true; devices: BulkDevice[] }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'invalid'; line?: number; reason: 'type' | 'size' | 'columns' | 'value' | 'duplicate'; detail?: string };

const HEADER = /^device\s*id$/i;

export function checkBulkFile(file: { name: string; size: number }): BulkFileResult | null {
  if (!/\.csv$/i.test(file.name)) return { ok: false, problem: 'invalid', reason: 'type' };
  if (file.size > MAX_BULK_FILE_BYTES) return { ok: false, problem: 'invalid', reason: 'size' };
  return null;
}

export function parseBulkCsv(text: string): BulkFileResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.map((row) => row.map((cell) => cell.trim()));
  if (rows.length > 0 && HEADER.test(rows[0]![0] ?? '')) rows.shift();
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  if (rows.some((row) => row.length !== 3)) {
    // Not three columns anywhere: not the expected format at all, unless only some lines are wrong.
    const bad = rows.findIndex((row) => row.length !== 3);
    if (rows.every((row) => row.length !== 3)) return { ok: false, problem: 'empty' };
    return { ok: false, problem: 'invalid', line: bad + 1, reason: 'columns' };
  }
  const devices: BulkDevice[] = [];
  const seen = new Set<string>();
  for (const [index, [deviceId, deviceName, deviceType]] of rows.entries()) {
    const read = parseWire(BulkDeviceSchema, { deviceId, deviceName, deviceType }, 'line');
    if (!read.ok) return { ok: false, problem: 'invalid', line: index + 1, reason: 'value', detail: read.message };
    if (seen.has(read.value.deviceId)) return { ok: false, problem: 'invalid', line: index + 1, reason: 'duplicate', detail: read.value.deviceId };
    seen.add(read.value.deviceId);
    devices.push(read.value);
  }
  return { ok: true, devices };
}
