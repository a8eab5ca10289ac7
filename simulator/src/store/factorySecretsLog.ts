import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { isFactorySecrets, newFactorySecrets, type FactorySecrets } from '../gateway/factorySecrets';

/**
 * The factory secrets (the sticker) of generated gateways that were loaded
 * but never changed, so have no file of their own (seed/derivedGateway.ts):
 * one JSON line a gateway, appended when the secrets are made, so a gateway
 * touched once keeps its sticker across restarts and resets without a
 * 20-device file written for it. `--fresh` starts it over.
 */
export class FactorySecretsLog {
  private readonly known = new Map<string, FactorySecrets>();

  constructor(readonly path: string) {
    if (!existsSync(path)) return;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (line === '') continue;
      try {
        const entry = JSON.parse(line) as { serial?: unknown; factory?: unknown };
        if (typeof entry.serial === 'string' && isFactorySecrets(entry.factory)) this.known.set(entry.serial, entry.factory);
      } catch {
        // A line a killed process left half written: those secrets were never shown to anyone.
      }
    }
  }

  /** The gateway's secrets: those kept, else new ones, kept from now on. */
  secretsOf(serial: string): FactorySecrets {
    const kept = this.known.get(serial);
    if (kept) return kept;
    const made = newFactorySecrets();
    mkdirSync(dirname(this.path), { recursive: true });
    appendFileSync(this.path, `${JSON.stringify({ serial, factory: made })}\n`);
    this.known.set(serial, made);
    return made;
  }

  /** Keeps secrets made elsewhere (a gateway file's, before a reset removes it). */
  keep(serial: string, secrets: FactorySecrets): void {
    const kept = this.known.get(serial);
    if (kept && kept.pin === secrets.pin && kept.localPassword === secrets.localPassword) return;
    mkdirSync(dirname(this.path), { recursive: true });
    appendFileSync(this.path, `${JSON.stringify({ serial, factory: secrets })}\n`);
    this.known.set(serial, secrets);
  }

  clear(): void {
    this.known.clear();
    rmSync(this.path, { force: true });
  }
}
