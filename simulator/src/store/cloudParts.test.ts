import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/buildSeed';
import { CloudParts, cloudPartsDir } from './cloudParts';
import type { CloudState, SessionRecord } from './cloudState';
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

describe('cloud parts', () => {
  it('splits the sessions, tokens, outbox, login attempts and gateways out of an older cloud.json, keeping them', () => {
    const dir = tempDir();
    const file = join(dir, 'cloud.json');
    const old = buildSeed({ seed: 1, gateways: 12 }).cloud;
    old.sessions = [session('s1'), session('s2')];
    writeFileSync(file, JSON.stringify(old));
    const store = new CloudStore(file);
    expect(store.state.sessions.map((s) => s.id)).toEqual(['s1', 's2']);
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as Partial<CloudState>;
    expect(onDisk.sessions).toBeUndefined();
    expect(onDisk.gateways).toBeUndefined();
    expect(onDisk.users?.length).toBeGreaterThan(0);
    const again = new CloudStore(file).state;
    expect(again.sessions.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(again.gateways.map((g) => g.serialNumber)).toEqual(old.gateways.map((g) => g.serialNumber));
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
