import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SetAsideEntry } from '@homeport/sdk/sim';
import { writeFileAtomic } from './atomicWrite';

const SERIAL = /^[A-Z0-9]{1,32}$/;
/** `{serial}--{kind}` or `{serial}_{12 hex}--backup`: a file name, never a path. */
const ENTRY_ID = /^([A-Z0-9]{1,32})(_[0-9a-f]{12})?--(gateway|time-trigger|backup)$/;

/** The folder beside the gateway files, relative to the data folder. */
export const SET_ASIDE_FOLDER = 'set-aside';

/**
 * `set-aside/` in the data folder (docs/simulator.md "Set aside"): what the
 * simulator could not load, kept for support, so that one gateway's bad
 * file never stops the others. Each entry is `{id}.json` (what, why, when)
 * and, for a gateway file, `{id}.kept` (the file as it was, moved out of
 * `gateways/`). A file each, so the cloud and the fleet workers (one data
 * folder) each write their own without an index to share; a reseed empties
 * the folder.
 */
export class SetAsideFiles {
  constructor(readonly dir: string) {}

  private pathOf(id: string, suffix: '.json' | '.kept'): string {
    if (!ENTRY_ID.test(id)) throw new Error(`not a set-aside entry: ${id}`);
    return join(this.dir, `${id}${suffix}`);
  }

  /** Records an entry; `original`, when given, is moved here as its kept copy. */
  put(entry: Omit<SetAsideEntry, 'kept'>, original?: string): SetAsideEntry {
    mkdirSync(this.dir, { recursive: true });
    let kept: string | null = null;
    if (original !== undefined && existsSync(original)) {
      renameSync(original, this.pathOf(entry.id, '.kept'));
      kept = `${SET_ASIDE_FOLDER}/${entry.id}.kept`;
    }
    const full: SetAsideEntry = { ...entry, kept };
    writeFileAtomic(this.pathOf(entry.id, '.json'), `${JSON.stringify(full, null, 1)}\n`);
    return full;
  }

  /** One entry, or null (also for an entry file that does not read). */
  get(id: string): SetAsideEntry | null {
    if (!ENTRY_ID.test(id)) return null;
    const path = this.pathOf(id, '.json');
    if (!existsSync(path)) return null;
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as SetAsideEntry;
    } catch {
      return null;
    }
  }

  /** The gateway's own file was set aside: it loads no more until reseeded. */
  gateway(serial: string): SetAsideEntry | null {
    return SERIAL.test(serial) ? this.get(`${serial}--gateway`) : null;
  }

  /** Every entry, oldest first. */
  list(): SetAsideEntry[] {
    if (!existsSync(this.dir)) return [];
    const entries: SetAsideEntry[] = [];
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue;
      const entry = this.get(name.slice(0, -'.json'.length));
      if (entry) entries.push(entry);
    }
    return entries.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  }

  /** Removes an entry and its kept copy. */
  remove(id: string): void {
    rmSync(this.pathOf(id, '.kept'), { force: true });
    rmSync(this.pathOf(id, '.json'), { force: true });
  }

  /** Removes every entry of a gateway (reseeded). Answers how many. */
  removeGateway(serial: string): number {
    const mine = this.list().filter((e) => e.serialNumber === serial);
    for (const entry of mine) this.remove(entry.id);
    return mine.length;
  }

  /** Empties the folder (reseed). */
  clear(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A failure as a line for the log and the entry: the error's own message, never its stack. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}
