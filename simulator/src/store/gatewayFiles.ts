import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayContents, StoredGatewayContents } from '../gateway/contents';
import { isFactorySecrets, type FactorySecrets } from '../gateway/factorySecrets';
import { writeFileAtomic } from './atomicWrite';

const SERIAL = /^[A-Z0-9]{1,32}$/;

/** `gateways/{serial}.json`: each emulated gateway's contents, one file each. */
export class GatewayFiles {
  constructor(readonly dir: string) {}

  private pathOf(serial: string): string {
    // The serial becomes a file name: never let it carry a path.
    if (!SERIAL.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
    return join(this.dir, `${serial}.json`);
  }

  /** As on disk: maybe written by an older simulator (store/upgradeGatewayContents.ts). */
  read(serial: string): StoredGatewayContents | null {
    if (!SERIAL.test(serial)) return null;
    const path = this.pathOf(serial);
    if (!existsSync(path)) return null;
    return JSON.parse(readFileSync(path, 'utf8')) as StoredGatewayContents;
  }

  write(contents: GatewayContents): void {
    writeFileAtomic(this.pathOf(contents.serialNumber), `${JSON.stringify(contents, null, 1)}\n`);
  }

  /** Removes one gateway's file (the gateway left the fleet). */
  remove(serial: string): void {
    rmSync(this.pathOf(serial), { force: true });
  }

  /** The factory secrets of every gateway file (a reset keeps them). */
  factorySecrets(): Map<string, FactorySecrets> {
    const found = new Map<string, FactorySecrets>();
    if (!existsSync(this.dir)) return found;
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue;
      const serial = name.slice(0, -'.json'.length);
      try {
        const factory = this.read(serial)?.factory;
        if (isFactorySecrets(factory)) found.set(serial, factory);
      } catch {
        // An unreadable file keeps nothing.
      }
    }
    return found;
  }

  /** Empties the folder (reseed). */
  clear(): void {
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.dir)) {
      if (name.endsWith('.json') || name.endsWith('.tmp')) rmSync(join(this.dir, name), { force: true });
    }
  }
}
