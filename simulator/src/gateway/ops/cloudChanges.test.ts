import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SimClock } from '../../clock/simClock';
import { conflict, notFound } from '../../errors/apiError';
import { buildSeed } from '../../seed/buildSeed';
import { serialOf } from '../../seed/ids';
import { GatewayFiles } from '../../store/gatewayFiles';
import { EmulatorRegistry } from '../emulatorRegistry';
import { gatewayOp, gatewayOpNamed } from '../gatewayOps';
import { patchGatewayFields, readHomeSnapshot, replacementMoveDevices, replacementMoveRules, restartGatewayState, restoreHomeSnapshot } from './cloudChanges';

/** Operations that refuse whatever the gateway holds (test-only names). */
const refusesBusy = gatewayOp<void, never>('testRefusesBusy', () => {
  throw conflict('busy');
});
const refusesNoDevice = gatewayOp<void, never>('testRefusesNoDevice', () => {
  throw notFound('No device 999');
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real registry over real gateway files of a small seeded fleet. */
function fleet() {
  const dir = mkdtempSync(join(tmpdir(), 'cloud-changes-'));
  dirs.push(dir);
  const { contents } = buildSeed({ seed: 1, gateways: 12 });
  const files = new GatewayFiles(dir);
  for (const c of contents) files.write(c);
  return { emulators: new EmulatorRegistry(files, new SimClock({ rate: 0 })), files };
}

// The demo's first gateway has a home: devices, floors and rules; the others have files of their own.
const HOME = serialOf(1);

describe('cloud changes run as gateway operations', () => {
  it('registers each by name', () => {
    for (const op of [patchGatewayFields, restartGatewayState, readHomeSnapshot, restoreHomeSnapshot, replacementMoveDevices]) {
      expect(gatewayOpNamed(op.name)).toBe(op);
    }
  });

  it('sets only the patch fields that differ, saves them, and answers the changed ones', async () => {
    const { emulators, files } = fleet();
    const before = files.read(HOME)!;
    const changed = await emulators.run(HOME, patchGatewayFields, { fields: { pinLocked: !before.pinLocked, privilegedBy: before.privilegedBy ?? null } });
    expect(changed).toEqual({ pinLocked: !before.pinLocked });
    expect(files.read(HOME)!.pinLocked).toBe(!before.pinLocked);
    expect(await emulators.run(HOME, patchGatewayFields, { fields: { pinLocked: !before.pinLocked } })).toEqual({});
  });

  it('answers null for a gateway that is not there, and passes the operation’s own refusals, a 404 among them', async () => {
    const { emulators } = fleet();
    expect(await emulators.runIfThere('HP1999999999', readHomeSnapshot, undefined)).toBeNull();
    await expect(emulators.run('HP1999999999', readHomeSnapshot, undefined)).rejects.toMatchObject({ status: 404, message: 'No gateway HP1999999999' });
    await expect(emulators.runIfThere(HOME, refusesBusy, undefined)).rejects.toMatchObject({ status: 409, message: 'busy' });
    await expect(emulators.runIfThere(HOME, refusesNoDevice, undefined)).rejects.toMatchObject({ status: 404, message: 'No device 999' });
  });

  it('restores a home read from another gateway exactly, and the rule id sequence never goes back', async () => {
    const { emulators, files } = fleet();
    const home = await emulators.run(HOME, readHomeSnapshot, undefined);
    expect(home.devices.length).toBeGreaterThan(0);
    const target = serialOf(2);
    const seqBefore = emulators.get(target)!.contents.ruleSeq;
    expect(await emulators.run(target, restoreHomeSnapshot, { snapshot: { ...home, ruleSeq: 0 } })).toBe(true);
    const restored = await emulators.run(target, readHomeSnapshot, undefined);
    expect(restored).toEqual({ ...home, ruleSeq: seqBefore });
    expect(files.read(target)!.devices).toEqual(home.devices);
  });

  it('a replacement task without its restore point changes nothing and says so', async () => {
    const { emulators, files } = fleet();
    const before = files.read(HOME)!;
    expect(await emulators.run(HOME, replacementMoveDevices, { home: null })).toEqual({ noRestorePoint: true });
    expect(await emulators.run(HOME, replacementMoveRules, { home: null })).toEqual({ noRestorePoint: true });
    expect(files.read(HOME)).toEqual(before);
  });

  it('a factory reset closes the radio, wipes the home and notes when the gateway is booted again', async () => {
    const { emulators, files } = fleet();
    const emulator = emulators.get(HOME)!;
    emulator.network = { state: 'inclusion', endsAt: 60_000, deviceId: null, generation: 3 };
    expect(await emulators.run(HOME, restartGatewayState, { kind: 'factory_reset', backAt: 90_000 })).toEqual({ bootedAt: 90_000 });
    expect(emulator.network).toMatchObject({ state: 'closed', generation: 4 });
    const saved = files.read(HOME)!;
    expect(saved.devices).toEqual([]);
    expect(saved.rules ?? []).toEqual([]);
    expect(saved.bootedAt).toBe(90_000);
  });
});
