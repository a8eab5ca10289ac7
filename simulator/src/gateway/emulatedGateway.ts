import type { SimClock } from '../clock/simClock';
import type { EmittedEvent } from './commands/outcome';
import type { GatewayContents } from './contents';
import type { NetworkSession, WaitingPress } from './pairing/networkSession';
import type { GatewayUplink } from './uplink';

/**
 * A gateway as the emulator's own parts see it (its rule engine, pairing,
 * device reactions and alarms): the emulator (gateway/emulator.ts) without
 * its rule engine, so those parts need not import the emulator that holds
 * them. Commands get the whole emulator (gateway/commands/types.ts).
 */
export interface EmulatedGateway {
  /** The network's state (inclusion, exclusion, replace): the radio's, not the file's; a restart closes it. */
  network: NetworkSession;
  /** Pair buttons pressed while the network was closed, each waiting until its time runs out. */
  presses: WaitingPress[];
  /** Ids being paired through the cloud (wise, remote), until they join or the pairing is cancelled. */
  readonly pendingIds: Set<string>;
  /** Steps still to come on the clock (a command's later reactions, gateway/fleet.ts). */
  pending: number;
  readonly contents: GatewayContents;
  /** The simulator's clock: what the gateway reads as the time, and what its delays wait on. */
  readonly clock: SimClock;
  /** The broker, its owner and the outbox (gateway/uplink.ts). */
  readonly uplink: GatewayUplink;
  readonly serial: string;
  now(): number;
  /** Writes the gateway's file (DESIGN.md: on disk before the answer). */
  save(): void;
  /** Publishes the gateway's events, then lets its rules see them (gateway/emulator.ts `emit`). */
  emit(events: readonly EmittedEvent[], chain?: number): Promise<void>;
}
