import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayContents, StoredGatewayContents } from '../gateway/contents';
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

  /** Empties the folder (reseed). */
  clear(): void {
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.dir)) {
      if (name.endsWith('.json') || name.endsWith('.tmp')) rmSync(join(this.dir, name), { force: true });
    }
  }
}
