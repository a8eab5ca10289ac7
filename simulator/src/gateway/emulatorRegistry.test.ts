import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, type Rule } from '@homeport/sdk';
import type { SetAsideEntry } from '@homeport/sdk/sim';
import { SimClock } from '../clock/simClock';
import { buildSeed } from '../seed/buildSeed';
import { deriveGatewayContents } from '../seed/derivedGateway';
import { serialOf } from '../seed/ids';
import { GatewayFiles } from '../store/gatewayFiles';
import { SetAsideFiles } from '../store/setAsideFiles';
import type { GatewayContents } from './contents';
import { EmulatorRegistry } from './emulatorRegistry';
import { readSummary } from './ops/cloudReads';
import { silentUplink } from './uplink';

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

describe('emulator registry with what does not load', () => {
  const rule = (id: number, year: number): Rule => ({
    id,
    name: `Rule ${id}`,
    active: true,
    rule_logic: 'OR',
    time_triggers: [{ id: id + 100, year, month: 6, day: 1, hour: 7, minute: 0, second: 0, repeat: [false, false, false, false, false, false, false] }],
    event_triggers: [],
    statuses: [],
    scenes: [],
  });

  function withAside() {
    const { emulators: _unused, dir, clock } = registry(100);
    const files = new GatewayFiles(dir);
    const aside = new SetAsideFiles(join(dir, 'set-aside'));
    const told: SetAsideEntry[] = [];
    const logs: string[] = [];
    const uplink = { ...silentUplink, log: (m: string) => logs.push(m) };
    const emulators = new EmulatorRegistry(files, clock, uplink, null, () => null, 100, { files: aside, told: (e) => told.push(e) });
    return { emulators, files, aside, told, logs, dir, clock };
  }

  it('arms the good time triggers of a gateway and skips, lists and logs one whose date is no instant', () => {
    const { emulators, files, aside, told, logs, clock } = withAside();
    const serial = serialOf(1);
    const stored = JSON.parse(readFileSync(files.pathOf(serial), 'utf8')) as GatewayContents;
    const year = new Date(clock.now()).getUTCFullYear() + 1;
    files.write({ ...stored, rules: [rule(1, year), rule(2, 1_000_000)], ruleSeq: 200 });
    const emulator = emulators.get(serial)!;
    expect(emulator.rules.armedTimeTriggers()).toBe(1);
    expect(aside.list()).toEqual([expect.objectContaining({ id: `${serial}--time-trigger`, kind: 'time-trigger', serialNumber: serial, kept: null })]);
    expect(aside.list()[0]!.reason).toMatch(/rule 2 time trigger 102: .*RangeError/);
    expect(told.map((e) => e.kind)).toEqual(['time-trigger']);
    expect(logs.some((m) => m.includes(serial) && m.includes('cannot be armed'))).toBe(true);
  });

  it('sets aside a gateway file that is not JSON (moved, kept as it was), answers 503 for it, and loads the others', async () => {
    const { emulators, files, aside, told } = withAside();
    const bad = serialOf(1);
    writeFileSync(files.pathOf(bad), '{"serialNumber": "not closed');
    expect(emulators.get(bad)).toBeNull();
    expect(existsSync(files.pathOf(bad))).toBe(false);
    const entry = aside.gateway(bad)!;
    expect(entry).toEqual(expect.objectContaining({ kind: 'gateway', item: `gateways/${bad}.json`, kept: `set-aside/${bad}--gateway.kept` }));
    expect(entry.reason).toMatch(/SyntaxError/);
    expect(readFileSync(join(aside.dir, `${bad}--gateway.kept`), 'utf8')).toBe('{"serialNumber": "not closed');
    expect(told).toEqual([entry]);
    await expect(emulators.run(bad, readSummary, undefined)).rejects.toMatchObject({ status: 503, errorCode: ErrorCode.gatewayDataUnavailable });
    expect(await emulators.runIfThere(bad, readSummary, undefined)).toBeNull();
    expect(emulators.setAsideOf(bad)).toEqual(entry);
    expect(emulators.get(serialOf(2))?.serial).toBe(serialOf(2));
  });

  it('sets aside a gateway file that parses but is no gateway', () => {
    const { emulators, files, aside } = withAside();
    const bad = serialOf(2);
    writeFileSync(files.pathOf(bad), JSON.stringify({ serialNumber: bad, platform: {}, devices: 'none', floors: [] }));
    expect(emulators.get(bad)).toBeNull();
    expect(aside.gateway(bad)?.reason).toMatch(/devices is not a list/);
  });
});
