import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { NetworkImage, NetworkTopology } from '@homeport/sdk';
import { readLogLines } from '../../store/campaignLog';

const SERIAL = /^[A-Z0-9]{1,32}$/;

/**
 * The network images (snapshots) the cloud keeps of each gateway's mesh
 * (docs/simulator.md "Network diagnostics"), under `netdiag/` of the data
 * folder: `netdiag/{serial}.log`, one JSON line per image, append-only (a
 * new image appends its own line, never a rewrite). No fsync, as the
 * statistics logs: the guarantee is against a killed process; a torn last
 * line is skipped when read. A reseed wipes the folder.
 */
export class NetworkImages {
  readonly #cache = new Map<string, NetworkImage[]>();

  constructor(
    readonly dir: string,
    options: { wipe?: boolean } = {},
  ) {
    if (options.wipe) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }

  reset(): void {
    this.#cache.clear();
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  #file(serial: string): string {
    if (!SERIAL.test(serial)) throw new Error(`not a serial number: ${serial}`);
    return join(this.dir, `${serial}.log`);
  }

  /** The gateway's images, oldest first. */
  list(serial: string): NetworkImage[] {
    const cached = this.#cache.get(serial);
    if (cached) return cached;
    const images = readLogLines<NetworkImage>(this.#file(serial)).filter((image) => typeof image._id === 'string' && typeof image.takenAt === 'number');
    images.sort((a, b) => a.takenAt - b.takenAt);
    this.#cache.set(serial, images);
    return images;
  }

  /** Keeps the topology as a new image (on disk before it is answered). */
  add(topology: NetworkTopology): NetworkImage {
    const image: NetworkImage = { _id: `${topology.takenAt.toString(36)}${randomBytes(6).toString('hex')}`, ...topology };
    const images = this.list(topology.serialNumber);
    appendFileSync(this.#file(topology.serialNumber), `${JSON.stringify(image)}\n`);
    images.push(image);
    images.sort((a, b) => a.takenAt - b.takenAt);
    return image;
  }
}
