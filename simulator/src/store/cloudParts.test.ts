import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/buildSeed';
import { CloudParts, cloudPartsDir } from './cloudParts';
import type { AlarmNotificationRecord, CloudState, SessionRecord } from './cloudState';
import { CloudStore, writeCloudFiles } from './cloudStore';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cloud-parts-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const session = (id: string): SessionRecord => ({ id, userId: 'u1', secretHash: 'x', createdAt: 1, lastSeenAt: 1, revokedAt: null });
const notification = (id: string, serialNumber: string): AlarmNotificationRecord => ({
  id,
  serialNumber,
  alarmCode: 101,
  alarmName: 'Gas detected',
  priority: 3,
  source: { kind: 'qa' },
  isReacted: false,
  responseMsg: null,
  reactedBy: null,
  timeOfEventGeneration: 1,
  timeOfEventAcknowledge: null,
  escalationStep: 0,
  nextEscalationAt: 60_001,
  deliveries: [],
});

describe('cloud parts', () => {
  it('splits the sessions, tokens, outbox, login attempts, gateways and alarm notifications out of an older cloud.json, keeping them', () => {
    const dir = tempDir();
    const file = join(dir, 'cloud.json');
    const old = buildSeed({ seed: 1, gateways: 12 }).cloud;
    old.sessions = [session('s1'), session('s2')];
    old.alarmNotifications = [notification('n1', old.gateways[0]!.serialNumber)];
    writeFileSync(file, JSON.stringify(old));
    const store = new CloudStore(file);
    expect(store.state.sessions.map((s) => s.id)).toEqual(['s1', 's2']);
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as Partial<CloudState>;
    expect(onDisk.sessions).toBeUndefined();
    expect(onDisk.gateways).toBeUndefined();
    expect(onDisk.alarmNotifications).toBeUndefined();
    expect(onDisk.users?.length).toBeGreaterThan(0);
    const again = new CloudStore(file).state;
    expect(again.sessions.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(again.gateways.map((g) => g.serialNumber)).toEqual(old.gateways.map((g) => g.serialNumber));
    expect(again.alarmNotifications).toEqual(old.alarmNotifications);
  });

  it('reads the alarm notifications a folder with the other logs still keeps in cloud.json, then moves them to their own log', () => {
    const dir = tempDir();
    const file = join(dir, 'cloud.json');
    const seed = buildSeed({ seed: 1, gateways: 12 }).cloud;
    writeCloudFiles(file, seed);
    // The folder as the simulator before alarm notifications had a log left it: the five other logs, the notifications in cloud.json.
    const logFile = join(cloudPartsDir(file), 'alarmNotifications.log');
    rmSync(logFile);
    const older = JSON.parse(readFileSync(file, 'utf8')) as Partial<CloudState>;
    const kept = [notification('n1', seed.gateways[0]!.serialNumber), { ...notification('n2', seed.gateways[1]!.serialNumber), isReacted: true, responseMsg: 'seen' }];
    writeFileSync(file, JSON.stringify({ ...older, alarmNotifications: kept }));
    expect(new CloudParts(cloudPartsDir(file)).complete()).toBe(false);

    const store = new CloudStore(file);
    expect(store.state.alarmNotifications).toEqual(kept);
    expect(existsSync(logFile)).toBe(true);
    expect((JSON.parse(readFileSync(file, 'utf8')) as Partial<CloudState>).alarmNotifications).toBeUndefined();
    // The other parts came through the split unchanged.
    expect(store.state.gateways.map((g) => g.serialNumber)).toEqual(seed.gateways.map((g) => g.serialNumber));
    expect(store.state.sessions).toEqual(seed.sessions);

    // From now on a change appends to the log and leaves cloud.json alone.
    const cloudText = readFileSync(file, 'utf8');
    const third = notification('n3', seed.gateways[0]!.serialNumber);
    store.state.alarmNotifications = [...store.state.alarmNotifications.filter((n) => n.id !== 'n1'), third];
    store.commitRecords('alarmNotifications', [third], ['n1']);
    expect(readFileSync(file, 'utf8')).toBe(cloudText);
    expect(new CloudStore(file).state.alarmNotifications.map((n) => n.id)).toEqual(['n2', 'n3']);
  });

  it('writes a gateway changed in place as one line, keeping its place in the fleet', () => {
    const dir = tempDir();
    const file = join(dir, 'cloud.json');
    writeCloudFiles(file, buildSeed({ seed: 1, gateways: 12 }).cloud);
    const store = new CloudStore(file);
    const cloudText = readFileSync(file, 'utf8');
    const logOf = () =>
      readFileSync(join(cloudPartsDir(file), 'gateways.log'), 'utf8')
        .trim()
        .split('\n');
    const before = logOf().length;
    const third = store.state.gateways[2]!;
    third.connectionStatus = third.connectionStatus === 'online' ? 'offline' : 'online';
    third.name = 'Renamed';
    store.commitGateways([third]);
    expect(logOf()).toHaveLength(before + 1);
    expect(readFileSync(file, 'utf8')).toBe(cloudText);
    const again = new CloudStore(file).state.gateways;
    expect(again.map((g) => g.serialNumber)).toEqual(store.state.gateways.map((g) => g.serialNumber));
    expect(again[2]).toEqual(third);
  });

  it('appends a changed record without touching cloud.json, and reads back puts and removals in order', () => {
    const dir = tempDir();
    const file = join(dir, 'cloud.json');
    writeCloudFiles(file, buildSeed({ seed: 1, gateways: 12 }).cloud);
    const store = new CloudStore(file);
    const written = statSync(file).mtimeMs;
    const cloudText = readFileSync(file, 'utf8');
    const a = session('a');
    const b = session('b');
    store.state.sessions.push(a, b);
    store.commitRecords('sessions', [a, b]);
    a.revokedAt = 5;
    store.state.sessions = store.state.sessions.filter((s) => s !== b);
    store.commitRecords('sessions', [a], ['b']);
    expect(readFileSync(file, 'utf8')).toBe(cloudText);
    expect(statSync(file).mtimeMs).toBe(written);
    const log = readFileSync(join(cloudPartsDir(file), 'sessions.log'), 'utf8')
      .trim()
      .split('\n');
    expect(log).toHaveLength(4);
    const again = new CloudStore(file).state.sessions;
    expect(again).toEqual([{ ...a, revokedAt: 5 }]);
  });

  it('skips a line a killed process left half written', () => {
    const dir = tempDir();
    const file = join(dir, 'cloud.json');
    writeCloudFiles(file, buildSeed({ seed: 1, gateways: 12 }).cloud);
    const store = new CloudStore(file);
    const a = session('a');
    store.state.sessions.push(a);
    store.commitRecords('sessions', [a]);
    writeFileSync(join(cloudPartsDir(file), 'sessions.log'), `${readFileSync(join(cloudPartsDir(file), 'sessions.log'), 'utf8')}{"put":{"id":"hal`);
    const state = JSON.parse(readFileSync(file, 'utf8')) as CloudState;
    new CloudParts(cloudPartsDir(file)).readInto(state);
    expect(state.sessions.map((s) => s.id)).toEqual(['a']);
  });
});
