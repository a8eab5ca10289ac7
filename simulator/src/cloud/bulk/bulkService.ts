import { randomBytes } from 'node:crypto';
import type { BulkContent, BulkContentData } from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import type { Log } from '../../log';
import type { CloudStore } from '../../store/cloudStore';
import type { CloudBus } from '../cloudBus';
import { BulkQueue } from './bulkQueue';
import { BulkStore } from './bulkStore';
import type { GatewayCommander } from './gatewayCommander';
import { Locations } from './locations';

/** How long the cloud waits for a gateway's answer to a bulk command (spec 3 §8: 15 s), simulator clock. */
export const BULK_ANSWER_TIMEOUT_MS = 15_000;

export interface BulkServiceOptions {
  dir: string;
  cloud: CloudStore;
  bus: CloudBus;
  clock: SimClock;
  product: string;
  log: Log;
  commander: GatewayCommander;
  concurrency?: number;
  /** Start with the queue paused (QA). */
  paused?: boolean;
  /** A fresh seed: whatever the folder held is wiped. */
  wipe?: boolean;
}

/** Bulk operations of the simulator's cloud: the queue, the content store and the locations (docs/simulator.md "Bulk operations"). */
export class BulkService {
  readonly store: BulkStore;
  readonly queue: BulkQueue;
  readonly locations: Locations;
  private readonly contents = new Map<string, BulkContent>();

  constructor(private readonly options: BulkServiceOptions) {
    this.store = new BulkStore(options.dir);
    if (options.wipe) this.store.wipe();
    this.queue = new BulkQueue({
      store: this.store,
      cloud: options.cloud,
      bus: options.bus,
      clock: options.clock,
      product: options.product,
      log: options.log,
      send: (command) => options.commander.send(command),
      concurrency: options.concurrency,
      paused: options.paused,
    });
    this.locations = new Locations(this.store, options.cloud);
    for (const content of this.store.loadContents()) this.contents.set(content._id, content);
  }

  /** Goes on with what the last run left (docs: the resume guarantee); answers the tasks taken up again. */
  resume(): number {
    return this.queue.resume();
  }

  // ---- contents ----

  addContent(data: BulkContentData): BulkContent {
    const content: BulkContent = { ...data, _id: `bc${Date.now().toString(36)}${randomBytes(4).toString('hex')}`, createdAt: this.options.clock.now() };
    this.store.appendContent({ add: content });
    this.contents.set(content._id, content);
    return content;
  }

  content(id: string): BulkContent | null {
    return this.contents.get(id) ?? null;
  }

  listContents(type: string, search: string | undefined): BulkContent[] {
    const phrase = search?.trim().toLowerCase() ?? '';
    return [...this.contents.values()]
      .filter((c) => c.content_type === type && (phrase === '' || c.content_name.toLowerCase().includes(phrase)))
      .sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));
  }

  removeContent(id: string): boolean {
    if (!this.contents.has(id)) return false;
    this.store.appendContent({ del: id });
    this.contents.delete(id);
    return true;
  }

  /** A reseed: the folder emptied, the queue and stores forgotten. */
  reset(): void {
    this.queue.clear();
    this.store.wipe();
    this.contents.clear();
    this.locations.clear();
  }

  async close(): Promise<void> {
    this.queue.close();
    await this.queue.flush();
    await this.options.commander.close();
  }
}
