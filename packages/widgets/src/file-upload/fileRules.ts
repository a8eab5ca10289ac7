/**
 * spec 2 §9: the file upload widget accepts an image, a .csv or a .tar.gz
 * (its default); a .zip only when asked for (spec 2 §6 backup import).
 */
export type FileKind = 'image' | '.csv' | '.tar.gz' | '.zip';
export const FILE_KINDS: readonly FileKind[] = ['image', '.csv', '.tar.gz'];

/** spec 2 §9: import files are limited to 0.5 MB. */
export const DEFAULT_MAX_BYTES = 512 * 1024;

const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.bmp'];

/** Does the file (name and type as the browser gives them) fit one of the kinds? */
export function fileKindOf(name: string, type: string): FileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.tar.gz') || lower.endsWith('.tgz')) return '.tar.gz';
  if (lower.endsWith('.csv')) return '.csv';
  if (lower.endsWith('.zip')) return '.zip';
  if (type.startsWith('image/') || IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'image';
  return null;
}

export type FileProblem = { kind: 'wrongType' } | { kind: 'tooBig'; limit: number } | { kind: 'empty' };

/** Why a file may not be sent, or null when it may. Checked before anything is sent. */
export function fileProblem(file: { name: string; type: string; size: number }, accept: readonly FileKind[], maxBytes: number): FileProblem | null {
  const kind = fileKindOf(file.name, file.type);
  if (!kind || !accept.includes(kind)) return { kind: 'wrongType' };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > maxBytes) return { kind: 'tooBig', limit: maxBytes };
  return null;
}

/** The `accept` attribute of the file input for the kinds. */
export function acceptAttribute(accept: readonly FileKind[]): string {
  const attribute: Record<FileKind, string> = { image: 'image/*', '.tar.gz': '.tar.gz,.tgz,application/gzip', '.csv': '.csv,text/csv', '.zip': '.zip,application/zip' };
  return accept.map((kind) => attribute[kind]).join(',');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
