import type { SimClock } from '../clock/simClock';
import { hasTimeTriggers, type RuleTimerIndex } from '../store/ruleTimerIndex';
import type { GatewayFiles } from '../store/gatewayFiles';
import { upgradeGatewayContents } from '../store/upgradeGatewayContents';
import type { GatewayContents } from './contents';
import { GatewayEmulator } from './emulator';
import { throughJson, type GatewayOp, type GatewayOpEnv } from './gatewayOps';
import { silentUplink, type GatewayUplink } from './uplink';
import { NoSuchGateway, nullWhenMissing, type GatewayOwners } from './gatewayOwners';

/** docs/simulator.md "Fleet size": emulators kept loaded before idle ones are unloaded. */
export const DEFAULT_LOADED_LIMIT = 2000;
/** Emulators looked at per load for one to unload. */
const EVICT_LOOK = 16;

/**
 * The in-memory emulators, loaded from their files on first use so that a
 * large fleet costs nothing until a gateway is addressed (DESIGN.md "Scale").
 * The exception: gateways whose rules have time triggers, listed in a small
 * index beside the gateway files (store/ruleTimerIndex.ts), are loaded at
 * start (`loadTimed`) so their triggers are armed on the clock.
 */
export class EmulatorRegistry implements GatewayOwners {
  private readonly loaded = new Map<string, GatewayEmulator>();
  private generation = 0;

  constructor(
    private readonly files: GatewayFiles,
    private readonly clock: SimClock,
    private readonly uplink: GatewayUplink = silentUplink,
    private readonly timed: RuleTimerIndex | null = null,
    /** A generated gateway without a file yet: its contents derived from the seed (seed/derivedGateway.ts). */
    private readonly derive: (serial: string) => GatewayContents | null = () => null,
    /** How many emulators stay loaded: beyond, the least recently used idle ones are unloaded (reloaded on demand). */
    private readonly limit = DEFAULT_LOADED_LIMIT,
  ) {}

  /** How many emulators are loaded now. */
  get size(): number {
    return this.loaded.size;
  }

  /**
   * Counts the resets: every `unloadAll` starts a new epoch. Work on the
   * clock (a restart's return, a command's later steps) notes the epoch it
   * began in and does nothing once it has passed, whether the emulator it
   * knew was unloaded for idleness in between (the gateway is the same) or
   * dropped by a reset (what it waited for is gone).
   */
  get epoch(): number {
    return this.generation;
  }

  /**
   * The gateway's emulator, ready for this process to use (null when there is
   * no such gateway). Code outside the fleet reaches a gateway through this,
   * holding it for the work at hand and never across a timer (which notes
   * the `epoch` and acquires again): a gateway's state
   * has one owner, and where that owner runs is the registry's business
   * (docs/simulator.md "Gateway ownership").
   */
  async acquire(serial: string): Promise<GatewayEmulator | null> {
    return this.get(serial);
  }

  /**
   * Runs an operation on the gateway where its emulator lives (gateway/gatewayOps.ts):
   * its arguments and answer go through JSON, as they would to another
   * process. Rejects with NoSuchGateway (a 404 ApiError) when there is no such gateway, and
   * with whatever the operation throws (an ApiError for a refusal).
   */
  async run<A, R>(serial: string, op: GatewayOp<A, R>, args: A): Promise<R> {
    const emulator = this.get(serial);
    if (!emulator) throw new NoSuchGateway(serial);
    return throughJson(await op.run(emulator, throughJson(args), this.env));
  }

  /**
   * As `run`, answering null when there is no such gateway, for a caller
   * that carries on without one. The operation's own refusals (a 404 for a
   * device it does not have among them) still reject.
   */
  runIfThere<A, R>(serial: string, op: GatewayOp<A, R>, args: A): Promise<R | null> {
    return nullWhenMissing(this.run(serial, op, args));
  }

  private get env(): GatewayOpEnv {
    return { epoch: () => this.generation, clock: this.clock, log: (message) => this.uplink.log(message) };
  }

  /** The loaded emulator, loaded from its file or the seed when it is not: the fleet's own way in, synchronous. */
  get(serial: string): GatewayEmulator | null {
    const cached = this.loaded.get(serial);
    if (cached) {
      // Most recently used last (a Map keeps insertion order).
      this.loaded.delete(serial);
      this.loaded.set(serial, cached);
      return cached;
    }
    const stored = this.files.read(serial);
    let contents: GatewayContents;
    if (stored) {
      // A file from an older simulator is upgraded (factory secrets, rules) and saved at once.
      const upgraded = upgradeGatewayContents(stored);
      contents = upgraded.contents;
      if (upgraded.changed) this.files.write(contents);
    } else {
      // A generated gateway: derived from the seed, its file written once something changes.
      const derived = this.derive(serial);
      if (!derived) return null;
      contents = derived;
    }
    const emulator = new GatewayEmulator(contents, (c) => this.write(c), this.clock, this.uplink);
    this.loaded.set(serial, emulator);
    emulator.start();
    this.evict();
    return emulator;
  }

  /**
   * Unloads the least recently used emulators beyond the limit that are idle
   * (emulator.ts `idle()`: nothing waiting, no rules): all they hold is on
   * disk or derivable, so the next use reloads the same gateway. One that
   * is busy stays; a few are looked at per load, so a load stays cheap.
   */
  private evict(): void {
    let excess = this.loaded.size - this.limit;
    let looked = 0;
    for (const [serial, emulator] of this.loaded) {
      if (excess <= 0 || looked >= EVICT_LOOK) break;
      looked += 1;
      if (!emulator.idle()) continue;
      emulator.dispose();
      this.loaded.delete(serial);
      excess -= 1;
    }
  }

  /** Loads the gateways the index lists as having time triggers (at start, after a reset). Answers how many. */
  loadTimed(): number {
    let count = 0;
    for (const serial of this.timed?.serials() ?? []) if (this.get(serial)) count++;
    return count;
  }

  /** A gateway that joins the fleet after the seed (a virtual gateway): its file written, its emulator loaded. */
  create(contents: GatewayContents): GatewayEmulator {
    this.write(contents);
    const emulator = this.get(contents.serialNumber);
    if (!emulator) throw new Error(`gateway ${contents.serialNumber} was not written`);
    return emulator;
  }

  async add(contents: GatewayContents): Promise<void> {
    this.create(contents);
  }

  /** Its clock is the cloud's: what fell due has run by the time the clock's move returned. */
  async settled(): Promise<{ nextDue: number | null }> {
    return { nextDue: null };
  }

  /** A gateway that leaves the fleet: its emulator stopped, its file removed. */
  remove(serial: string): void {
    this.loaded.get(serial)?.dispose();
    this.loaded.delete(serial);
    this.files.remove(serial);
    this.timed?.note(serial, false);
  }

  /** Forgets every loaded emulator (after a reset rewrote the files); what they had waiting is dropped. */
  unloadAll(): void {
    this.generation += 1;
    for (const emulator of this.loaded.values()) emulator.dispose();
    this.loaded.clear();
  }

  private write(contents: GatewayContents): void {
    this.files.write(contents);
    this.timed?.note(contents.serialNumber, hasTimeTriggers(contents));
  }
}
