import { readFileSync } from 'node:fs';
import type { AdapterSync } from 'lowdb';
import { writeFileAtomic } from './atomicWrite';

/**
 * A synchronous lowdb 1 adapter whose writes are atomic (temp file + rename).
 * Synchronous on purpose: a write returns only once the file is renamed, so
 * the REST answer or MQTT message that follows it is always after the disk.
 */
export class AtomicJsonAdapter<S> implements AdapterSync<S> {
  constructor(private readonly path: string) {}

  read(): S {
    const text = readFileSync(this.path, 'utf8');
    try {
      return JSON.parse(text) as S;
    } catch (error) {
      throw new Error(`${this.path} is not valid JSON (start with --fresh to reseed): ${String(error)}`, { cause: error });
    }
  }

  write(state: S): void {
    writeFileAtomic(this.path, `${JSON.stringify(state, null, 1)}\n`);
  }
}
