import type { SimClock } from '../clock/simClock';
import type { EmittedEvent } from './commands/outcome';
import { deviceAlarms } from './deviceAlarms';
import type { GatewayContents } from './contents';
import { syncRooms } from './layout';
import type { EmulatedGateway } from './emulatedGateway';
import { CLOSED, type NetworkSession, type WaitingPress } from './pairing/networkSession';
import { RuleEngine } from './rules/ruleEngine';
import { silentUplink, type GatewayUplink } from './uplink';

/**
 * One emulated gateway: its contents in memory and a save that writes its own
 * file. Handlers mutate `contents` and call `save()` before the response is
 * published (DESIGN.md: on disk before the answer). Everything the gateway
 * says leaves through `emit`, where its rule engine sees it first.
 */
export class GatewayEmulator implements EmulatedGateway {
  /** The network's state (inclusion, exclusion, replace): the radio's, not the file's; a restart closes it. */
  network: NetworkSession = CLOSED;
  /** Pair buttons pressed while the network was closed, each waiting until its time runs out. */
  presses: WaitingPress[] = [];
  /** Ids being paired through the cloud (wise, remote), until they join or the pairing is cancelled. */
  pendingIds = new Set<string>();
  /** Steps still to come on the clock (a command's later reactions, gateway/fleet.ts). */
  pending = 0;
  /** The rules it runs (gateway/rules/ruleEngine.ts); armed by `start()`. */
  readonly rules: RuleEngine;

  constructor(
    readonly contents: GatewayContents,
    private readonly persist: (contents: GatewayContents) => void,
    /** The simulator's clock: what the gateway reads as the time, and what its delays wait on. */
    readonly clock: SimClock,
    /** The broker, its owner and the outbox (gateway/uplink.ts). */
    readonly uplink: GatewayUplink = silentUplink,
  ) {
    this.rules = new RuleEngine(this);
  }

  now(): number {
    return this.clock.now();
  }

  get serial(): string {
    return this.contents.serialNumber;
  }

  save(): void {
    syncRooms(this.contents);
    this.persist(this.contents);
    this.rules.saved();
  }

  /** Arms what the gateway waits for by itself (its rules' time triggers): once loaded. */
  start(): void {
    this.rules.start();
  }

  /**
   * Nothing waits on it: no network session, pair button, pairing or later
   * step, and no rules (whose delays and triggers live in memory): unloading
   * it loses nothing (gateway/emulatorRegistry.ts).
   */
  idle(): boolean {
    return this.network.state === 'closed' && this.presses.length === 0 && this.pendingIds.size === 0 && this.pending === 0 && this.contents.rules.length === 0;
  }

  /**
   * The radio closes (a restart, a restore, a replacement's move): a pairing
   * in progress, pair buttons waiting and ids reserved are forgotten, and the
   * new generation silences what waited on the old network.
   */
  closeRadio(): void {
    this.network = { ...CLOSED, generation: this.network.generation + 1 };
    this.presses = [];
    this.pendingIds.clear();
  }

  /** Dropped (a reset reloads every gateway): nothing it had waiting happens. */
  dispose(): void {
    this.rules.dispose();
  }

  /**
   * The one way the gateway's events leave: published in order on its evt
   * topic (all queued before this returns), then looked at by its rules,
   * whose own events follow. `chain` is the depth of the rule run that made
   * them (0 from outside: a command, the control API, a device by itself).
   * The promise settles once they are written and never rejects.
   */
  emit(events: readonly EmittedEvent[], chain = 0): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    const published = this.uplink.events(this.serial, events);
    // A gas detector, panic button or door lock raises its alarm (gateway/deviceAlarms.ts); its event follows the property's.
    const raised = deviceAlarms(this, events);
    const all = raised.length === 0 ? events : [...events, ...raised];
    const alarms = raised.length === 0 ? null : this.uplink.events(this.serial, raised);
    this.rules.observe(all, chain);
    return alarms ? Promise.all([published, alarms]).then(() => undefined) : published;
  }
}
