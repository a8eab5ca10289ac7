import type { SimClock } from '../clock/simClock';
import type { GatewayContents } from './contents';
import { syncRooms } from './layout';
import { CLOSED, type NetworkSession, type WaitingPress } from './pairing/network';

/**
 * One emulated gateway: its contents in memory and a save that writes its own
 * file. Handlers mutate `contents` and call `save()` before the response is
 * published (DESIGN.md: on disk before the answer).
 */
export class GatewayEmulator {
  /** The network's state (inclusion, exclusion, replace): the radio's, not the file's; a restart closes it. */
  network: NetworkSession = CLOSED;
  /** Pair buttons pressed while the network was closed, each waiting until its time runs out. */
  presses: WaitingPress[] = [];
  /** Ids being paired through the cloud (wise, remote), until they join or the pairing is cancelled. */
  pendingIds = new Set<string>();

  constructor(
    readonly contents: GatewayContents,
    private readonly persist: (contents: GatewayContents) => void,
    /** The simulator's clock: what the gateway reads as the time, and what its delays wait on. */
    readonly clock: SimClock,
  ) {}

  now(): number {
    return this.clock.now();
  }

  get serial(): string {
    return this.contents.serialNumber;
  }

  save(): void {
    syncRooms(this.contents);
    this.persist(this.contents);
  }
}
