import low, { type LowdbSync } from 'lowdb';
import { AtomicJsonAdapter } from './atomicJsonAdapter';
import { bumpCloudGeneration } from './cloudIndex';
import type { CloudState } from './cloudState';
import { upgradeCloudState } from './upgradeCloudState';

/** Every write (ours, a reset's, json-server's at /api/__db) tells the indexes (store/cloudIndex.ts) that records may have changed. */
class CloudAdapter<S> extends AtomicJsonAdapter<S> {
  override write(state: S): void {
    bumpCloudGeneration();
    super.write(state);
  }
}

/**
 * The lowdb database of `cloud.json`. Code reads `state` fresh on every use
 * (never caches records), so edits made through json-server at /api/__db are
 * seen at once. Mutate `state`, then `commit()` before answering.
 */
export class CloudStore {
  readonly db: LowdbSync<CloudState>;

  constructor(path: string) {
    this.db = low(new CloudAdapter<CloudState>(path));
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
    bumpCloudGeneration();
    this.db.setState(state);
    this.db.write();
  }
}
