import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SimClock } from '../clock/simClock';
import { buildSeed } from '../seed/buildSeed';
import { deriveGatewayContents } from '../seed/derivedGateway';
import { serialOf } from '../seed/ids';
import { GatewayFiles } from '../store/gatewayFiles';
import { EmulatorRegistry } from './emulatorRegistry';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function registry(limit: number) {
  const dir = mkdtempSync(join(tmpdir(), 'emulators-'));
  dirs.push(dir);
  const { cloud, contents } = buildSeed({ seed: 1, gateways: 40 });
  const files = new GatewayFiles(dir);
  for (const c of contents) files.write(c);
  const clock = new SimClock({ rate: 0 });
  const secrets = () => ({ pin: '123456', localPassword: 'abcd-efgh-ijkm' });
  const derive = (serial: string) => {
    const record = cloud.gateways.find((g) => g.serialNumber === serial);
    return record ? deriveGatewayContents(cloud.meta, record, secrets) : null;
  };
  return { emulators: new EmulatorRegistry(files, clock, undefined, null, derive, limit), dir, clock };
}

describe('emulator registry at fleet size', () => {
  it('derives a generated gateway without writing its file, and writes it once it changes', () => {
    const { emulators, dir } = registry(100);
    const serial = serialOf(20);
    const emulator = emulators.get(serial)!;
    expect(emulator.contents.serialNumber).toBe(serial);
    expect(existsSync(join(dir, `${serial}.json`))).toBe(false);
    emulator.save();
    expect(existsSync(join(dir, `${serial}.json`))).toBe(true);
    expect(emulators.get(serialOf(41))).toBeNull();
  });

  it('keeps at most the limit loaded, unloading the least recently used idle ones, and reloads the same gateway', () => {
    const { emulators } = registry(5);
    // HP1000000009 is assigned in every fleet: it has a home.
    const first = emulators.get(serialOf(9))!;
    first.contents.devices[0]!.device_name = 'Renamed';
    first.save();
    // A busy one stays loaded however old.
    const busy = emulators.get(serialOf(11))!;
    busy.pending = 1;
    for (let index = 12; index <= 30; index++) emulators.get(serialOf(index));
    expect(emulators.size).toBeLessThanOrEqual(6);
    expect(emulators.get(serialOf(11))).toBe(busy);
    const again = emulators.get(serialOf(9))!;
    expect(again).not.toBe(first);
    expect(again.contents).toEqual(first.contents);
  });
});
