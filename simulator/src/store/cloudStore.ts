import low, { type LowdbSync } from 'lowdb';
import { AtomicJsonAdapter } from './atomicJsonAdapter';
import { writeFileAtomic } from './atomicWrite';
import { bumpCloudGeneration } from './cloudIndex';
import { CloudParts, cloudPartsDir, withoutParts, type CloudPart } from './cloudParts';
import type { CloudState, GatewayRecord } from './cloudState';

/** Writes a whole cloud state: the parts' logs first (store/cloudParts.ts), then cloud.json. */
export function writeCloudFiles(path: string, state: CloudState, parts = new CloudParts(cloudPartsDir(path))): void {
  parts.writeAll(state);
  writeFileAtomic(path, `${JSON.stringify(withoutParts(state), null, 1)}\n`);
}

/**
 * cloud.json with the parts kept in logs of their own read back in. Every
 * write (ours, a reset's, json-server's at /api/__db) tells the indexes
 * (store/cloudIndex.ts) that records may have changed.
 */
class CloudAdapter extends AtomicJsonAdapter<CloudState> {
  constructor(
    private readonly file: string,
    readonly parts: CloudParts,
  ) {
    super(file);
  }

  override read(): CloudState {
    const state = super.read();
    this.parts.readInto(state);
    return state;
  }

  override write(state: CloudState): void {
    bumpCloudGeneration();
    writeCloudFiles(this.file, state, this.parts);
  }
}

/**
 * The lowdb database of `cloud.json`. Code reads `state` fresh on every use
 * (never caches records), so edits made through json-server at /api/__db are
 * seen at once. Mutate `state`, then `commit()` before answering; a change
 * to the sessions, tokens, outbox, login attempts, gateway records or alarm
 * notifications alone may write just that part (`commitRecords`,
 * `commitGateways`, `commitPart`).
 */
export class CloudStore {
  readonly db: LowdbSync<CloudState>;
  private readonly parts: CloudParts;

  /**
   * `upgrade` brings a folder written by an older simulator up to the current
   * shape and answers whether it changed anything (migrations/upgradeCloudState.ts,
   * passed in by startSimulator: the store sits below the domains it reads).
   */
  constructor(path: string, upgrade: (state: CloudState) => boolean = () => false) {
    this.parts = new CloudParts(cloudPartsDir(path));
    this.db = low(new CloudAdapter(path, this.parts));
    // A folder from before the parts had their logs: the first write splits them out of cloud.json.
    const split = !this.parts.complete();
    if (upgrade(this.state) || split) this.commit();
  }

  get state(): CloudState {
    return this.db.getState();
  }

  commit(): void {
    this.db.write();
  }

  /** Writes the records of one part that were added or changed in place, and the ids removed from it: an append. */
  commitRecords(part: CloudPart, changed: ReadonlyArray<{ id: string }>, removed: readonly string[] = []): void {
    this.parts.append(this.state, part, changed, removed);
  }

  /**
   * Writes gateway records changed in place (or added): an append to their
   * log. The indexes are told, since a name or an owner may have changed.
   */
  commitGateways(changed: readonly GatewayRecord[]): void {
    bumpCloudGeneration();
    this.parts.append(this.state, 'gateways', changed);
  }

  /** Rewrites one part's log whole (its size, not the fleet's). */
  commitPart(part: CloudPart): void {
    this.parts.writePart(this.state, part);
  }

  /** Swaps the whole state (reset) and writes it. The db instance stays, so json-server keeps working. */
  replace(state: CloudState): void {
    this.db.setState(state);
    this.db.write();
  }
}
