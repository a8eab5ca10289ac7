import type { SetAsideEntry } from '@homeport/sdk/sim';
import type { SimClock } from '../clock/simClock';
import { hasTimeTriggers, type RuleTimerIndex } from '../store/ruleTimerIndex';
import type { GatewayFiles } from '../store/gatewayFiles';
import { reasonOf, type SetAsideFiles } from '../store/setAsideFiles';
import { upgradeGatewayContents } from '../migrations/upgradeGatewayContents';
import type { GatewayContents } from './contents';
import { GatewayEmulator } from './emulator';
import { throughJson, type GatewayOp, type GatewayOpEnv } from './gatewayOps';
import { silentUplink, type GatewayUplink } from './uplink';
import { GatewaySetAside, NoSuchGateway, nullWhenMissing, type GatewayOwners } from './gatewayOwners';
import { timeZoneOf } from './rules/ruleEngine';
import { timeTriggerProblem } from './rules/timeTriggers';

/**
 * Where the registry sets aside what does not load (docs/simulator.md "Set
 * aside"), and who is told: the cloud marks the gateway's record (in one
 * process, cloud/setAside.ts; a fleet worker tells the cloud).
 */
export interface SetAsideSink {
  files: SetAsideFiles;
  told(entry: SetAsideEntry): void;
}

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
    /** Where a gateway file or time trigger that does not load is set aside; without, it is only logged. */
    private readonly aside: SetAsideSink | null = null,
  ) {}

  /** The uplink the gateways speak through: the fleet answers for a gateway set aside through it. */
  get way(): GatewayUplink {
    return this.uplink;
  }

  /** The entry of a gateway whose file was set aside (it loads no more until QA reseeds it), else null. */
  setAsideOf(serial: string): SetAsideEntry | null {
    return this.loaded.has(serial) ? null : (this.aside?.files.gateway(serial) ?? null);
  }

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
    if (!emulator) throw this.setAsideOf(serial) ? new GatewaySetAside(serial) : new NoSuchGateway(serial);
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
    // A gateway set aside loads no more (its file is in set-aside/) until QA reseeds it.
    if (this.aside?.files.gateway(serial)) return null;
    let emulator: GatewayEmulator | null;
    try {
      emulator = this.load(serial);
    } catch (error) {
      // One gateway's file never stops the others: it is kept, logged and listed, and the gateway answers that it is set aside.
      this.setAside(serial, error);
      return null;
    }
    if (!emulator) return null;
    this.loaded.set(serial, emulator);
    this.checkTimeTriggers(emulator);
    this.evict();
    return emulator;
  }

  /** Reads, upgrades and starts one gateway; throws whatever a bad file makes it throw. */
  private load(serial: string): GatewayEmulator | null {
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
    try {
      emulator.start();
    } catch (error) {
      emulator.dispose();
      throw error;
    }
    return emulator;
  }

  /** A gateway's file did not load: moved to set-aside/ with why, logged, and the cloud told. */
  private setAside(serial: string, error: unknown): void {
    const reason = reasonOf(error);
    this.uplink.log(`gateway ${serial}: its file did not load and is set aside (${reason})`);
    if (!this.aside) return;
    try {
      const entry = this.aside.files.put(
        { id: `${serial}--gateway`, serialNumber: serial, kind: 'gateway', item: `gateways/${serial}.json`, reason, at: this.clock.now() },
        this.files.pathOf(serial),
      );
      this.aside.told(entry);
    } catch (failure) {
      this.uplink.log(`gateway ${serial}: could not be set aside: ${reasonOf(failure)}`);
    }
  }

  /**
   * The time triggers a loaded gateway cannot arm (a date out of range, an
   * unknown time zone) were skipped by its rules (rules/timeTriggers.ts):
   * listed as set aside, the gateway running; an entry whose triggers are
   * all armable again goes.
   */
  private checkTimeTriggers(emulator: GatewayEmulator): void {
    if (!this.aside) return;
    const serial = emulator.serial;
    const id = `${serial}--time-trigger`;
    try {
      const zone = timeZoneOf(emulator);
      const now = this.clock.now();
      const bad: string[] = [];
      const rules = new Set<number>();
      for (const rule of emulator.contents.rules) {
        for (const trigger of rule.time_triggers) {
          const problem = timeTriggerProblem(trigger, zone, now);
          if (!problem) continue;
          bad.push(`rule ${rule.id} time trigger ${trigger.id}: ${problem}`);
          rules.add(rule.id);
        }
      }
      const before = this.aside.files.get(id);
      if (bad.length === 0) {
        if (before) this.aside.files.remove(id);
        return;
      }
      const reason = bad.join('; ').slice(0, 500);
      // Listed once: a reload of the same gateway (after it was unloaded for idleness) keeps the first entry.
      if (before?.reason === reason) return;
      this.uplink.log(`gateway ${serial}: ${bad.length} time triggers cannot be armed and are skipped (${reason})`);
      const item = `gateways/${serial}.json, rule${rules.size > 1 ? 's' : ''} ${[...rules].join(', ')}`;
      this.aside.told(this.aside.files.put({ id, serialNumber: serial, kind: 'time-trigger', item, reason, at: now }));
    } catch (failure) {
      this.uplink.log(`gateway ${serial}: its time triggers could not be checked: ${reasonOf(failure)}`);
    }
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
    for (const serial of this.timed?.serials() ?? []) {
      // One entry that does not load is set aside (`get`); the others are loaded all the same.
      try {
        if (this.get(serial)) count++;
      } catch (error) {
        this.uplink.log(`rules: the timed gateway ${serial} did not load: ${reasonOf(error)}`);
      }
    }
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
