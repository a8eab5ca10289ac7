import type { SimClock } from '../clock/simClock';
import type { GatewayFiles } from '../store/gatewayFiles';
import { upgradeGatewayContents } from '../store/upgradeGatewayContents';
import { GatewayEmulator } from './emulator';

/**
 * The in-memory emulators, loaded from their files on first use so that a
 * large fleet costs nothing until a gateway is addressed (DESIGN.md "Scale").
 */
export class EmulatorRegistry {
  private readonly loaded = new Map<string, GatewayEmulator>();

  constructor(
    private readonly files: GatewayFiles,
    private readonly clock: SimClock,
  ) {}

  get(serial: string): GatewayEmulator | null {
    const cached = this.loaded.get(serial);
    if (cached) return cached;
    const stored = this.files.read(serial);
    if (!stored) return null;
    // A file from an older simulator is upgraded (factory secrets) and saved at once.
    const { contents, changed } = upgradeGatewayContents(stored);
    if (changed) this.files.write(contents);
    const emulator = new GatewayEmulator(contents, (c) => this.files.write(c), this.clock);
    this.loaded.set(serial, emulator);
    return emulator;
  }

  /** Forgets every loaded emulator (after a reset rewrote the files). */
  unloadAll(): void {
    this.loaded.clear();
  }
}
