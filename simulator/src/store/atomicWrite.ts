import { renameSync, rmSync, writeFileSync } from 'node:fs';

let counter = 0;

/**
 * Writes `text` to `path` through a temp file in the same folder and a
 * rename (DESIGN.md "Simulator": every accepted write is on disk before its
 * answer). A killed process leaves the old file or the new one, never half.
 * No fsync: the guarantee is against a killed process, not a power cut.
 * A kill between write and rename leaves the temp file; staleTempFiles.ts
 * removes it at the next start (its name carries the writer's pid).
 */
export function writeFileAtomic(path: string, text: string): void {
  counter += 1;
  const temp = `${path}.${process.pid}.${counter}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
