import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_JSON_DEPTH, jsonDepthWithin } from '@homeport/sdk';
import type { GatewayContents, StoredGatewayContents } from '../gateway/contents';
import { isFactorySecrets, type FactorySecrets } from '../gateway/factorySecrets';
import { writeFileAtomic } from './atomicWrite';

const SERIAL = /^[A-Z0-9]{1,32}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isList = (value: unknown) => Array.isArray(value);

/**
 * Why a parsed gateway file cannot be loaded as `serial`, or null when it
 * can: the shape the emulator walks on load (its serial, platform, devices,
 * floors, and each rule's lists, rules being optional in an older file).
 * Not every field's value: what a command would refuse, an older file may
 * hold, and the upgrade brings it up to date (migrations/upgradeGatewayContents.ts).
 */
export function storedContentsProblem(serial: string, value: unknown): string | null {
  if (!isObject(value)) return 'not a JSON object';
  if (value.serialNumber !== serial) return `serialNumber is not ${serial}`;
  if (!isObject(value.platform)) return 'platform is not an object';
  if (!isList(value.devices) || !(value.devices as unknown[]).every((d) => isObject(d) && typeof d.id === 'number' && isList(d.service_list))) {
    return 'devices is not a list of devices with ids and services';
  }
  if (!isList(value.floors) || !(value.floors as unknown[]).every(isObject)) return 'floors is not a list of floors';
  if (value.rules === undefined) return null;
  if (!isList(value.rules)) return 'rules is not a list';
  for (const [i, rule] of (value.rules as unknown[]).entries()) {
    if (!isObject(rule) || typeof rule.id !== 'number') return `rules[${i}] is not a rule with an id`;
    for (const list of ['time_triggers', 'event_triggers', 'statuses', 'scenes'] as const) {
      if (!isList(rule[list]) || !(rule[list] as unknown[]).every(isObject)) return `rules[${i}].${list} is not a list of objects`;
    }
  }
  return null;
}

/** `gateways/{serial}.json`: each emulated gateway's contents, one file each. */
export class GatewayFiles {
  constructor(readonly dir: string) {}

  pathOf(serial: string): string {
    // The serial becomes a file name: never let it carry a path.
    if (!SERIAL.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
    return join(this.dir, `${serial}.json`);
  }

  /**
   * As on disk: maybe written by an older simulator (migrations/upgradeGatewayContents.ts).
   * Throws, saying why, for a file that is not JSON or not a gateway's
   * (`storedContentsProblem`): the caller sets it aside (gateway/emulatorRegistry.ts).
   */
  read(serial: string): StoredGatewayContents | null {
    if (!SERIAL.test(serial)) return null;
    const path = this.pathOf(serial);
    if (!existsSync(path)) return null;
    const text = readFileSync(path, 'utf8');
    // Nothing recursive walks a file nested deeper than any gateway's.
    if (!jsonDepthWithin(text)) throw new RangeError(`gateways/${serial}.json: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    const parsed = JSON.parse(text) as unknown;
    const problem = storedContentsProblem(serial, parsed);
    if (problem) throw new TypeError(`gateways/${serial}.json: ${problem}`);
    return parsed as StoredGatewayContents;
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
