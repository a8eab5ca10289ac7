import low, { type LowdbSync } from 'lowdb';
import { AtomicJsonAdapter } from './atomicJsonAdapter';
import type { CloudState } from './cloudState';
import { upgradeCloudState } from './upgradeCloudState';

/**
 * The lowdb database of `cloud.json`. Code reads `state` fresh on every use
 * (never caches records), so edits made through json-server at /api/__db are
 * seen at once. Mutate `state`, then `commit()` before answering.
 */
export class CloudStore {
  readonly db: LowdbSync<CloudState>;

  constructor(path: string) {
    this.db = low(new AtomicJsonAdapter<CloudState>(path));
    if (upgradeCloudState(this.state)) this.commit();
  }

  get state(): CloudState {
    return this.db.getState();
  }

  commit(): void {
    this.db.write();
  }

  /** Swaps the whole state (reset) and writes it. The db instance stays, so json-server keeps working. */
  replace(state: CloudState): void {
    this.db.setState(state);
    this.db.write();
  }
}
