import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The temp names writeFileAtomic uses: `{file}.{pid}.{counter}.tmp`. */
const TEMP = /^.+\.(\d+)\.\d+\.tmp$/;

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files a killed process left in `dirs` (a kill between
 * writeFileAtomic's write and rename leaves one, often empty, that nothing
 * would ever read or delete). Only those of processes no longer running:
 * a live writer's temp file is about to be renamed. Answers the paths removed.
 */
export function removeStaleTempFiles(dirs: string[]): string[] {
  const removed: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const match = TEMP.exec(name);
      if (!match || isRunning(Number(match[1]))) continue;
      rmSync(join(dir, name), { force: true });
      removed.push(join(dir, name));
    }
  }
  return removed;
}
