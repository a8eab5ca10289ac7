import type { SimClock } from '../clock/simClock';
import { hasTimeTriggers, type RuleTimerIndex } from '../store/ruleTimerIndex';
import type { GatewayFiles } from '../store/gatewayFiles';
import { upgradeGatewayContents } from '../store/upgradeGatewayContents';
import type { GatewayContents } from './contents';
import { GatewayEmulator } from './emulator';
import { silentUplink, type GatewayUplink } from './uplink';

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
export class EmulatorRegistry {
  private readonly loaded = new Map<string, GatewayEmulator>();

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

  /** A gateway that leaves the fleet: its emulator stopped, its file removed. */
  remove(serial: string): void {
    this.loaded.get(serial)?.dispose();
    this.loaded.delete(serial);
    this.files.remove(serial);
    this.timed?.note(serial, false);
  }

  /** Forgets every loaded emulator (after a reset rewrote the files); what they had waiting is dropped. */
  unloadAll(): void {
    for (const emulator of this.loaded.values()) emulator.dispose();
    this.loaded.clear();
  }

  private write(contents: GatewayContents): void {
    this.files.write(contents);
    this.timed?.note(contents.serialNumber, hasTimeTriggers(contents));
  }
}
