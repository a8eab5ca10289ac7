import type { SimClock } from '../clock/simClock';
import { hasTimeTriggers, type RuleTimerIndex } from '../store/ruleTimerIndex';
import type { GatewayFiles } from '../store/gatewayFiles';
import { upgradeGatewayContents } from '../store/upgradeGatewayContents';
import type { GatewayContents } from './contents';
import { GatewayEmulator } from './emulator';
import { silentUplink, type GatewayUplink } from './uplink';

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
  ) {}

  get(serial: string): GatewayEmulator | null {
    const cached = this.loaded.get(serial);
    if (cached) return cached;
    const stored = this.files.read(serial);
    if (!stored) return null;
    // A file from an older simulator is upgraded (factory secrets, rules) and saved at once.
    const { contents, changed } = upgradeGatewayContents(stored);
    if (changed) this.files.write(contents);
    const emulator = new GatewayEmulator(contents, (c) => this.write(c), this.clock, this.uplink);
    this.loaded.set(serial, emulator);
    emulator.start();
    return emulator;
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
