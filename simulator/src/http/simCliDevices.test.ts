// The homeport-sim CLI's verbs for the control API's device routes, against
// the real simulator: `devices` installs devices (POST
// /api/__sim/gateways/{serial}/devices), `firmware` publishes node firmware
// or arranges an upgrade to fail (…/devices/{id}/firmware). Refusals print
// the control API's answer and exit 2, changing nothing.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ONLINE_SERIAL } from '../seed/accounts';
import { startTestSim, type TestSim } from '../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim();
});
afterAll(async () => {
  await t?.stop();
});

const cli = join(import.meta.dirname, '../../bin/homeport-sim.mjs');
const run = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, '--url', t.sim.httpUrl, '--data', t.dataDir, ...args], { env: { PATH: process.env.PATH } });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
};
const devicesOf = async (serial = DEMO_ONLINE_SERIAL) => {
  const { out } = await run('gateway', serial);
  return (JSON.parse(out) as { emulator: { deviceCount: number } }).emulator.deviceCount;
};

describe('homeport-sim devices and firmware', () => {
  it('lists both verbs in its help', async () => {
    const help = await run('--help');
    expect(help.out).toContain('devices <serial> <kind> [count=<n>] [name=<name>] [bus=<bus>] [roomId=<id>]');
    expect(help.out).toContain('firmware <serial> <deviceId> [available=true|false] [failAt=<1..99>|null]');
  });

  it('installs devices with a count, a name, a bus and a room', async () => {
    const before = await devicesOf();
    const answer = await run('devices', DEMO_ONLINE_SERIAL, 'dimmer', 'count=3', 'name=Hall light', 'bus=zigbee', 'roomId=0');
    expect(answer.code).toBe(0);
    expect(answer.out).toMatch(new RegExp(`^3 dimmer devices added to ${DEMO_ONLINE_SERIAL}: \\d+, \\d+, \\d+\\n$`));
    expect(await devicesOf()).toBe(before + 3);
    // A name that reads as JSON stays a name.
    expect((await run('devices', DEMO_ONLINE_SERIAL, 'switch', 'name=2024')).out).toMatch(/^1 switch device added/);
    expect(await devicesOf()).toBe(before + 4);
  });

  it('refuses an unknown kind or field with the control API answer, exit 2, and adds nothing', async () => {
    const before = await devicesOf();
    const kind = await run('devices', DEMO_ONLINE_SERIAL, 'toaster');
    expect(kind.code).toBe(2);
    expect(kind.out).toContain('400');
    expect(kind.out).toContain('kind');
    expect((await run('devices', DEMO_ONLINE_SERIAL, 'dimmer', 'colour=red')).code).toBe(2);
    expect((await run('devices', DEMO_ONLINE_SERIAL)).code).toBe(2);
    expect(await devicesOf()).toBe(before);
  });

  it('publishes node firmware, arranges a failing upgrade and takes it back', async () => {
    const added = await run('devices', DEMO_ONLINE_SERIAL, 'dimmer');
    const id = /: (\d+)\n$/.exec(added.out)![1]!;
    expect((await run('firmware', DEMO_ONLINE_SERIAL, id, 'available=true', 'failAt=40')).out).toBe(`device ${id}: new firmware available; next upgrade fails at 40 %\n`);
    expect((await run('firmware', DEMO_ONLINE_SERIAL, id, 'failAt=null')).out).toBe(`device ${id}: new firmware available; next upgrade succeeds\n`);
    expect((await run('firmware', DEMO_ONLINE_SERIAL, id, 'available=false')).out).toBe(`device ${id}: new firmware not available; next upgrade succeeds\n`);
  });

  it('refuses a bad firmware call with exit 2', async () => {
    const none = await run('firmware', DEMO_ONLINE_SERIAL, '999999', 'available=true');
    expect(none).toMatchObject({ code: 2, out: expect.stringContaining('404') });
    const range = await run('firmware', DEMO_ONLINE_SERIAL, '1', 'failAt=100');
    expect(range).toMatchObject({ code: 2, out: expect.stringContaining('failAt') });
    expect((await run('firmware', DEMO_ONLINE_SERIAL, '1')).code).toBe(2);
  });
});
