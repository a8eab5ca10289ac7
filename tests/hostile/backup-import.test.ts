// Hostile backups on the real simulator (paused clock): an imported zip or a
// stored snapshot passes the same limits as the gateway's own commands
// (rule count and size, names, delays, time-trigger dates, addresses), a zip
// is capped while it inflates (entries, names, bytes, ratio), and a restore
// that cannot apply leaves the gateway free. Each attack asserts that the
// process still answers another user, that the answer is shaped (status,
// errorCode, a message naming what is wrong), and that nothing changed:
// no backup kept, the gateway file and the rule-timer index as they were.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_ZIP_MAX_ENTRIES, BACKUP_ZIP_MAX_INFLATED, MAX_RULE_NOTIFICATIONS, MAX_RULES, MAX_RULES_BYTES, type Backup, type LoginResult } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, OTHER_SERIALS, startSimulator } from '@homeport/simulator';
import { control as controlFetch, linkFor, login, OTHER, DEMO, startHarness, type Harness } from '@homeport/test-support';

const SERIAL = DEMO_ONLINE_SERIAL;
const OTHER_SERIAL = OTHER_SERIALS[0]!;

let t: Harness & { logs: string[] };
let demo: LoginResult;
let other: LoginResult;
/** A real backup of the gateway, exported: the manifest and snapshot every attack starts from. */
let manifest: Record<string, unknown>;
let snapshot: Snapshot;
let kept: Backup;

interface Snapshot {
  rules: Array<Record<string, unknown>>;
  [field: string]: unknown;
}

beforeAll(async () => {
  const logs: string[] = [];
  t = { ...(await startHarness({ clockRate: 0, log: (line) => logs.push(line) })), logs };
  demo = await login(t.sim, DEMO);
  other = await login(t.sim, OTHER);
  const started = await api<{ data: Backup }>(t.sim, 'POST', '/backup/saveBackup', {
    sessionId: demo.sessionId,
    body: { userId: demo.userId, serialNumber: SERIAL, snapshotName: 'Baseline', currentFWVersion: '3.6.2' },
  });
  expect(started.status).toBe(200);
  await control(t.sim, 'POST', '/clock', { advanceMs: 8_000 });
  kept = started.body.data;
  const exported = await fetch(`${t.sim.httpUrl}/api/backup/export/${kept._id}`, { headers: { sessionId: demo.sessionId } });
  expect(exported.status).toBe(200);
  const entries = unzipSync(new Uint8Array(await exported.arrayBuffer()));
  manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as Record<string, unknown>;
  snapshot = JSON.parse(new TextDecoder().decode(entries['snapshot.json'])) as Snapshot;
  expect(snapshot.rules.length).toBeGreaterThan(0);
});
afterAll(async () => {
  // The simulator may have been started again on the same folder (the last test): that one is closed, then the folder goes.
  await t?.sim.close();
  if (t) rmSync(t.dataDir, { recursive: true, force: true });
});

// ---- helpers ----

interface Answer<T> {
  status: number;
  body: T;
}

/** One JSON call to the API (a session when given). */
async function api<T = unknown>(sim: Harness['sim'], method: string, path: string, init: { sessionId?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = init.sessionId ? { sessionId: init.sessionId } : {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${sim.httpUrl}/api${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A control API call, its JSON read. */
async function control<T = unknown>(sim: Harness['sim'], method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await controlFetch(sim, method, path, body);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** POST /backup/import/{sn} as the portal sends it. */
async function importZip(bytes: Uint8Array, fileName = 'backup.zip') {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('userId', demo.userId);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${t.sim.httpUrl}/api/backup/import/${SERIAL}`, { method: 'POST', headers: { sessionId: demo.sessionId }, body: form });
  const body = (await response.json()) as { data?: Backup } | Array<{ errorCode: string; field?: string; message: string }>;
  const first = Array.isArray(body) ? body[0] : undefined;
  return { status: response.status, code: first?.errorCode, message: first?.message ?? '', body };
}

/** A zip of the baseline, its snapshot changed by `change` (or replaced by raw text). */
function zipOf(change: ((s: Snapshot) => void) | string): Uint8Array {
  let text: string;
  if (typeof change === 'string') text = change;
  else {
    const copy = structuredClone(snapshot);
    change(copy);
    text = JSON.stringify(copy);
  }
  return zipSync({ 'manifest.json': strToU8(JSON.stringify(manifest)), 'snapshot.json': strToU8(text) });
}

/** A zip written byte by byte (fflate will not write a name twice, nor lie about a size). */
function rawZip(entries: Array<{ name: string; data: Buffer; size: number; method?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method ?? 8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method ?? 8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const hash = (path: string) => (existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'none');
const backupsDir = () => join(t.dataDir, 'backups', SERIAL);

/** What an attack must leave as it was: the backups (listed and on disk), the gateway's file, the rule-timer index. */
async function state() {
  const listed = await api<{ data: Backup[] }>(t.sim, 'GET', `/backup/${SERIAL}/list/${demo.userId}`, { sessionId: demo.sessionId });
  expect(listed.status).toBe(200);
  return {
    backups: listed.body.data.map((b) => `${b._id} ${b.status}`),
    files: existsSync(backupsDir()) ? readdirSync(backupsDir()).sort() : [],
    gateway: hash(join(t.dataDir, 'gateways', `${SERIAL}.json`)),
    timers: hash(join(t.dataDir, 'rule-timers.json')),
  };
}

/** Another user's request, answered. */
async function otherAnswers(): Promise<number> {
  return (await api(t.sim, 'GET', `/backup/${OTHER_SERIAL}/list/${other.userId}`, { sessionId: other.sessionId })).status;
}

const timeTrigger = (year: number) => ({ id: 900_001, year, month: 1, day: 1, hour: 0, minute: 0, second: 0, repeat: [false, false, false, false, false, false, false] });
const ruleLike = (id: number, name: string) => ({ id, name, active: true, rule_logic: 'OR', time_triggers: [], event_triggers: [], statuses: [], scenes: [] });
const emailSet = (id: number, destination: string, desc = 'Hello') => ({
  id,
  name: 'Tell',
  delay: 0,
  devices: [],
  statuses: [],
  notifications: [{ notification_id: id + 1, type: 0, desc, short_desc: '', destination }],
  alarms: [],
  push_notification: 0,
  notification: 1,
  alarm_notification: 0,
});

// ---- attacks ----

describe('an imported snapshot keeps the limits of the commands', () => {
  const refusals: Array<[string, (s: Snapshot) => void, RegExp]> = [
    [
      'a time trigger in year 1000000',
      (s) => void (s.rules[0]!.time_triggers = [timeTrigger(1_000_000)]),
      /snapshot\.json: rules\.0\.time_triggers\.0\.year must be an integer from 1970 to 2199/,
    ],
    ['a time trigger on 31 February', (s) => void (s.rules[0]!.time_triggers = [{ ...timeTrigger(2030), month: 2, day: 31 }]), /time_triggers/],
    [`${2_400} rules (MAX_RULES ${MAX_RULES})`, (s) => void (s.rules = Array.from({ length: 2_400 }, (_, i) => ruleLike(10_000 + i, `Rule ${i}`))), /at most 500 rules/],
    [
      'rules past MAX_RULES_BYTES',
      // Each rule within the notification cap (MAX_RULE_NOTIFICATIONS long texts), so only their sum is too large.
      (s) =>
        void (s.rules = Array.from({ length: 200 }, (_, r) => ({
          ...ruleLike(20_000 + r * 100, `Big ${r}`),
          scenes: [
            {
              ...emailSet(20_000 + r * 100 + 1, 'a@example.com'),
              notifications: Array.from({ length: MAX_RULE_NOTIFICATIONS }, (_, n) => ({
                notification_id: 20_000 + r * 100 + 10 + n,
                type: 1,
                desc: 'x'.repeat(500),
                short_desc: '',
                destination: '',
              })),
              push_notification: MAX_RULE_NOTIFICATIONS,
              notification: 0,
            },
          ],
        }))),
      new RegExp(`${MAX_RULES_BYTES} bytes`),
    ],
    [
      'a CR/LF recipient (a Bcc: header)',
      (s) => void (s.rules[0]!.scenes = [emailSet(900_100, 'victim@example.com\r\nBcc: list@example.org')]),
      /notifications\.0\.destination.*e-mail address/,
    ],
    ['a recipient that is no address', (s) => void (s.rules[0]!.scenes = [emailSet(900_100, 'nobody')]), /destination/],
    ['a 5,000-character rule name', (s) => void (s.rules[0]!.name = 'n'.repeat(5_000)), /rules\.0\.name.*1 to 64 characters/],
    ['a negative delay', (s) => void (s.rules[0]!.scenes = [{ ...emailSet(900_100, 'a@example.com'), delay: -5_000 }]), /scenes\.0\.delay/],
    ['a 200 KB body', (s) => void (s.rules[0]!.scenes = [emailSet(900_100, 'a@example.com', 'b'.repeat(200_000))]), /notifications\.0\.desc/],
    ['two rules of one name', (s) => void s.rules.push({ ...ruleLike(900_200, String(s.rules[0]!.name).toUpperCase()) }), /its own name/],
    ['a device name of 5,000 characters', (s) => void ((s.devices as Array<Record<string, unknown>>)[0]!.device_name = 'd'.repeat(5_000)), /devices\.0\.device_name/],
  ];

  it.each(refusals)('refuses %s with BACKUP_ZIP_CORRUPT naming the field, keeping nothing', async (_why, change, message) => {
    const before = await state();
    const answer = await importZip(zipOf(change));
    expect(answer).toMatchObject({ status: 400, code: 'BACKUP_ZIP_CORRUPT' });
    expect(answer.message).toMatch(message);
    expect(await otherAnswers()).toBe(200);
    expect(await state()).toEqual(before);
  });

  it('still imports the baseline itself (the limits refuse nothing a gateway made)', async () => {
    const answer = await importZip(zipOf(() => undefined));
    expect(answer.status).toBe(200);
    const id = (answer.body as { data: Backup }).data._id;
    expect((await api(t.sim, 'DELETE', `/backup/delete/${id}`, { sessionId: demo.sessionId })).status).toBe(200);
  });
});

describe('one validation path: what a command refuses, an import refuses', () => {
  it('refuses a time trigger in 2200 as add_time_trigger (code 2) and as an import (BACKUP_ZIP_CORRUPT)', async () => {
    const link = linkFor(t.sim, demo);
    try {
      await link.ready();
      const ruleId = Number(snapshot.rules[0]!.id);
      const before = await state();
      const scope = { owner: demo.userId, serial: SERIAL };
      const command = await link.request(scope, 'add_time_trigger', { rule_id: ruleId, time: '01-01-2200 08:00:00' }).then(
        () => 'accepted',
        (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
      );
      expect(command).toMatchObject({ code: 2, message: expect.stringMatching(/1970 to 2199/) as unknown });
      const imported = await importZip(zipOf((s) => void (s.rules[0]!.time_triggers = [timeTrigger(2200)])));
      expect(imported).toMatchObject({ status: 400, code: 'BACKUP_ZIP_CORRUPT' });
      expect(imported.message).toMatch(/year must be an integer from 1970 to 2199/);
      expect(await state()).toEqual(before);
    } finally {
      await link.end();
    }
  });
});

describe('a restore of a snapshot that breaks the limits', () => {
  /** A snapshot written into the backups folder by hand, as one kept from before these limits would be. */
  function plantBackup(text: string): string {
    const id = `${SERIAL}_${'ab'.repeat(6)}`;
    const record: Backup = { ...kept, _id: id, status: 'uploaded', snapshotName: 'Planted', createdAt: kept.createdAt + 1, updatedAt: kept.createdAt + 1 };
    writeFileSync(join(backupsDir(), `${id}.json`), JSON.stringify(record));
    writeFileSync(join(backupsDir(), `${id}.snapshot.json`), text);
    return id;
  }
  const restore = (backupId: string) =>
    api<Array<{ errorCode: string; message: string }>>(t.sim, 'POST', '/backup/restoreBackup', {
      sessionId: demo.sessionId,
      body: { backupId, serialNumber: SERIAL, userId: demo.userId },
    });
  const flagged = async () => (await control<{ data: { backupRestoreInProgress: boolean } }>(t.sim, 'GET', `/gateways/${SERIAL}`)).body.data.backupRestoreInProgress;

  it('is refused at once with a clear error; the gateway is not left restoring', async () => {
    const bad = structuredClone(snapshot);
    bad.rules[0]!.time_triggers = [timeTrigger(1_000_000)];
    const id = plantBackup(JSON.stringify(bad));
    const before = await state();
    const answer = await restore(id);
    expect(answer.status).toBe(409);
    expect(answer.body[0]).toMatchObject({ errorCode: 'BACKUP_ZIP_CORRUPT' });
    expect(answer.body[0]!.message).toMatch(new RegExp(`Backup ${id} cannot be restored: .*time_triggers`));
    expect(await flagged()).toBe(false);
    expect(await state()).toEqual(before);
    expect((await api(t.sim, 'DELETE', `/backup/delete/${id}`, { sessionId: demo.sessionId })).status).toBe(200);
  });

  it('fails with backupFailed when the snapshot turns bad while it runs, the home as it was and the next backup accepted', async () => {
    const before = await state();
    const started = await restore(kept._id);
    expect(started.status).toBe(200);
    expect(await flagged()).toBe(true);
    const bad = structuredClone(snapshot);
    bad.rules[0]!.time_triggers = [timeTrigger(1_000_000)];
    const path = join(backupsDir(), `${kept._id}.snapshot.json`);
    const good = readFileSync(path, 'utf8');
    writeFileSync(path, JSON.stringify(bad));
    await control(t.sim, 'POST', '/clock', { advanceMs: 20_000 });
    await expect.poll(flagged).toBe(false);
    expect(t.logs.some((line) => line.includes(`restore of ${kept._id} on ${SERIAL}: backupFailed`))).toBe(true);
    expect(await state()).toEqual(before);
    writeFileSync(path, good);
    // The next backup is not answered 409 BACKUP_RESTORE_IN_PROGRESS.
    const next = await api<{ data: Backup }>(t.sim, 'POST', '/backup/saveBackup', {
      sessionId: demo.sessionId,
      body: { userId: demo.userId, serialNumber: SERIAL, snapshotName: 'After', currentFWVersion: '3.6.2' },
    });
    expect(next.status).toBe(200);
    await control(t.sim, 'POST', '/clock', { advanceMs: 8_000 });
    expect((await api(t.sim, 'DELETE', `/backup/delete/${next.body.data._id}`, { sessionId: demo.sessionId })).status).toBe(200);
  });
});

describe('a zip is capped while it inflates', () => {
  const zeros = (bytes: number) => deflateRawSync(Buffer.alloc(bytes), { level: 9 });
  const manifestEntry = () => {
    const text = Buffer.from(JSON.stringify(manifest));
    return { name: 'manifest.json', data: deflateRawSync(text), size: text.length };
  };

  it('refuses 61 copies of snapshot.json each declared 8 MiB on the directory alone, while another user is answered', async () => {
    const eight = zeros(8 * 1024 * 1024);
    const bomb = rawZip([manifestEntry(), ...Array.from({ length: 61 }, () => ({ name: 'snapshot.json', data: eight, size: 8 * 1024 * 1024 }))]);
    expect(bomb.length).toBeLessThan(512 * 1024);
    const before = await state();
    const [answer, otherStatus] = await Promise.all([importZip(bomb), otherAnswers()]);
    expect(answer).toMatchObject({ status: 400, code: 'BACKUP_ZIP_CORRUPT' });
    expect(answer.message).toContain(`it holds 62 entries; a backup holds at most ${BACKUP_ZIP_MAX_ENTRIES}`);
    expect(otherStatus).toBe(200);
    expect(await state()).toEqual(before);
  });

  it('refuses a name twice, an entry lying about its size and one past the ratio, stopping at the cap', async () => {
    const before = await state();
    const small = Buffer.from(JSON.stringify(snapshot));
    const cases: Array<[string, Buffer, RegExp]> = [
      [
        'snapshot.json twice',
        rawZip([
          manifestEntry(),
          { name: 'snapshot.json', data: deflateRawSync(small), size: small.length },
          { name: 'snapshot.json', data: deflateRawSync(small), size: small.length },
        ]),
        /snapshot\.json more than once/,
      ],
      [
        'declared 1 KB, inflating to 100 MiB',
        rawZip([manifestEntry(), { name: 'snapshot.json', data: zeros(100 * 1024 * 1024), size: 1024 }]),
        new RegExp(`more than ${BACKUP_ZIP_MAX_INFLATED} bytes`),
      ],
      ['declared past the total', rawZip([manifestEntry(), { name: 'snapshot.json', data: zeros(1024), size: BACKUP_ZIP_MAX_INFLATED + 1 }]), /would inflate to/],
      [
        'past 200 times its compressed size',
        rawZip([manifestEntry(), { name: 'snapshot.json', data: zeros(4 * 1024 * 1024), size: 4 * 1024 * 1024 }]),
        /200 times its compressed size/,
      ],
      [
        'a stored entry (method 0) not the size its directory says',
        rawZip([manifestEntry(), { name: 'snapshot.json', data: small, size: small.length + 1, method: 0 }]),
        /not the size its directory says/,
      ],
      ['an unknown method', rawZip([manifestEntry(), { name: 'snapshot.json', data: small, size: small.length, method: 12 }]), /method 12/],
      ['a snapshot nested 100 deep', Buffer.from(zipOf(`${'['.repeat(100)}${']'.repeat(100)}`)), /nests too deep/],
    ];
    for (const [why, bytes, message] of cases) {
      const answer = await importZip(bytes);
      expect({ why, status: answer.status, code: answer.code }).toEqual({ why, status: 400, code: 'BACKUP_ZIP_CORRUPT' });
      expect(answer.message, why).toMatch(message);
    }
    expect(await otherAnswers()).toBe(200);
    expect(await state()).toEqual(before);
  });
});

describe('a property-based fuzz of the import zip', () => {
  /** A value of another type than the field's, or of the right type far past its limits. */
  const wrong = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.string({ maxLength: 50 }),
    fc.string({ minLength: 5_000, maxLength: 6_000 }),
    fc.constantFrom('\r\n', '\u0000', '\u202e', '\ud800', '__proto__', '{"a":1}'),
    fc.integer({ min: 1, max: 8 }).map((depth) => JSON.parse(`${'['.repeat(depth * 10)}${']'.repeat(depth * 10)}`) as unknown),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
  );
  const paths = fc.constantFrom<Array<string | number>>(
    ['devices'],
    ['floors'],
    ['rules'],
    ['ruleSeq'],
    ['hardwareIds'],
    ['failedNodes'],
    ['scenarioStatuses'],
    ['rules', 0, 'name'],
    ['rules', 0, 'id'],
    ['rules', 0, 'rule_logic'],
    ['rules', 0, 'time_triggers'],
    ['rules', 0, 'scenes'],
    ['devices', 0, 'service_list'],
    ['devices', 0, 'id'],
    ['floors', 0, 'rooms'],
  );
  /** The baseline with one field given a wrong value (now and then one the schema accepts: an import like any other). */
  const wrongField = fc.tuple(paths, wrong).map(([path, value]) => {
    const copy = structuredClone(snapshot) as Record<string | number, unknown>;
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path.at(-1)!] = value;
    return { kind: 'field', bytes: zipOf(JSON.stringify(copy)) };
  });
  const malformed = fc.oneof(
    // Bytes after the zip signature.
    fc.uint8Array({ minLength: 0, maxLength: 2_000 }).map((tail) => ({ kind: 'bytes', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...tail]) })),
    // The baseline zip cut short or with bytes flipped.
    fc.tuple(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { maxLength: 8 })).map(([cut, flips]) => {
      const zip = zipOf(() => undefined);
      const bytes = zip.slice(0, 4 + (cut % (zip.length - 4)));
      for (const [at, xor] of flips) {
        const i = 4 + (at % Math.max(1, bytes.length - 4));
        bytes[i] = (bytes[i] ?? 0) ^ xor;
      }
      return { kind: 'damaged', bytes };
    }),
    // JSON that is not a snapshot at all.
    fc.jsonValue({ maxDepth: 6 }).map((value) => ({ kind: 'json', bytes: zipOf(JSON.stringify(value)) })),
  );

  it('answers every hostile zip with a shaped refusal, alive, changing nothing', async () => {
    const before = await state();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(wrongField, malformed), async ({ kind, bytes }) => {
        const answer = await importZip(bytes);
        if (answer.status === 200) {
          // A flip that left a readable, valid backup (a byte of a name, say) is an import like any other: removed again.
          accepted += 1;
          expect(kind).not.toBe('bytes');
          const id = (answer.body as { data: Backup }).data._id;
          expect((await api(t.sim, 'DELETE', `/backup/delete/${id}`, { sessionId: demo.sessionId })).status).toBe(200);
          return;
        }
        expect([400, 409]).toContain(answer.status);
        expect(answer.code).toMatch(/^BACKUP_(NOT_ZIP|ZIP_CORRUPT|WRONG_GATEWAY)$/);
        expect(answer.message.length).toBeGreaterThan(0);
        expect(await otherAnswers()).toBe(200);
      }),
      { numRuns: 60 },
    );
    expect(await state()).toEqual(before);
    expect(accepted).toBeLessThan(60);
  });
});

// Last: 4,000 devices make every later write of the gateway's file slower.
describe('the control API keeps the same limits', () => {
  it('refuses a gateway name with a line break and more devices than a backup holds on the control API, changing nothing', async () => {
    const before = await state();
    const renamed = await control<Array<{ errorCode: string; field: string }>>(t.sim, 'PATCH', `/gateways/${SERIAL}`, { name: 'Home\r\nBcc: x@example.org' });
    expect(renamed.status).toBe(400);
    expect(renamed.body[0]).toMatchObject({ field: 'name' });
    const crowd = async () => control<Array<{ errorCode: string; field: string; message: string }>>(t.sim, 'POST', `/gateways/${SERIAL}/devices`, { kind: 'switch', count: 2_000 });
    expect(await state()).toEqual(before);
    expect([(await crowd()).status, (await crowd()).status]).toEqual([200, 200]);
    const full = await state();
    const refused = await crowd();
    expect(refused.status).toBe(400);
    expect(refused.body[0]).toMatchObject({ field: 'count' });
    expect(refused.body[0]!.message).toMatch(/has 4\d{3} devices; a gateway holds at most 5000/);
    expect(await state()).toEqual(full);
    expect(await otherAnswers()).toBe(200);
  });
});

// Last of all: the simulator stops while a restore runs (its timer is lost) and starts again on the same data.
describe('a restore lost to a restart', () => {
  it('ends backupFailed when the gateway is next asked, the home as it was, and the next backup is accepted', async () => {
    const before = await state();
    const started = await api(t.sim, 'POST', '/backup/restoreBackup', { sessionId: demo.sessionId, body: { backupId: kept._id, serialNumber: SERIAL, userId: demo.userId } });
    expect(started.status).toBe(200);
    await t.sim.close();
    t.sim = await startSimulator({ port: 0, mqttPort: 0, fresh: false, quiet: true, dataDir: t.dataDir, clockRate: 0, log: (line) => t.logs.push(line) });
    demo = await login(t.sim, DEMO);
    other = await login(t.sim, OTHER);
    const flagged = async () => (await control<{ data: { backupRestoreInProgress: boolean } }>(t.sim, 'GET', `/gateways/${SERIAL}`)).body.data.backupRestoreInProgress;
    expect(await flagged()).toBe(true);
    // Listing the backups (as the portal's card does) finds the restore no timer will end.
    expect(await state()).toEqual(before);
    expect(await flagged()).toBe(false);
    expect(t.logs.some((line) => line.includes(`restore of ${kept._id} on ${SERIAL} was lost`))).toBe(true);
    const next = await api(t.sim, 'POST', '/backup/saveBackup', {
      sessionId: demo.sessionId,
      body: { userId: demo.userId, serialNumber: SERIAL, snapshotName: 'After the restart', currentFWVersion: '3.6.2' },
    });
    expect(next.status).toBe(200);
    expect(await otherAnswers()).toBe(200);
  });

  it('keeps a flag QA set by hand (no restore behind it): 409 until QA clears it', async () => {
    expect((await control(t.sim, 'PATCH', `/gateways/${SERIAL}`, { backupRestoreInProgress: true })).status).toBe(200);
    await state();
    const save = await api<Array<{ errorCode: string }>>(t.sim, 'POST', '/backup/saveBackup', {
      sessionId: demo.sessionId,
      body: { userId: demo.userId, serialNumber: SERIAL, snapshotName: 'During', currentFWVersion: '3.6.2' },
    });
    expect(save.status).toBe(409);
    expect(save.body[0]).toMatchObject({ errorCode: 'BACKUP_RESTORE_IN_PROGRESS' });
    expect((await control(t.sim, 'PATCH', `/gateways/${SERIAL}`, { backupRestoreInProgress: false })).status).toBe(200);
  });
});
