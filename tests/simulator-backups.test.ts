// Gateway backups on the real simulator (paused clock) over real HTTP and
// MQTT: a backup is a real snapshot of the home, a restore puts exactly that
// back, the zip export imports again, and every refusal (bad zip, too big,
// wrong gateway, wrong owner, too old firmware, read-only admin, max number)
// has its own errorCode and changes nothing.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  BACKUP_IMPORT_MAX_BYTES,
  BACKUP_MAX_PER_GATEWAY,
  downloadBackup,
  listedBackups,
  type Backup,
  type Device,
  type Floor,
  type Gateway,
  type GatewayEvent,
  type GatewayLink,
  type LoginResult,
  type RestClient,
  type Rule,
  type ScenarioStatus,
} from '@homeport/sdk';
import { startSimulator, viewerAccount } from '@homeport/simulator';
import { control, DEMO, DEMO_ONLINE, linkFor, login, OTHER, restFor, startHarness, type Harness } from '@homeport/test-support';

/** The read-only admin (spec 1 §6: an admin without the admin-support subrole). */
const VIEWER = { identity: viewerAccount.username, secret: viewerAccount.password };

let h: Harness;
let demo: LoginResult;
let rest: RestClient;
let link: GatewayLink;
let scope: { owner: string; serial: string };
const events: GatewayEvent[] = [];

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  demo = await login(h.sim, DEMO);
  rest = restFor(h.sim, demo);
  const gateway = await rest.gateways.info(DEMO_ONLINE);
  scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  await link.ready();
  link.watchGateway(scope);
  link.on('event', (serial, event: GatewayEvent) => {
    if (serial === DEMO_ONLINE && (event.name.startsWith('backup_') || event.name === 'gateway_updated')) events.push(event);
  });
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const advance = (ms: number) => control(h.sim, 'POST', '/clock', { advanceMs: ms });
const patchGateway = (body: Record<string, unknown>) => control(h.sim, 'PATCH', `/gateways/${DEMO_ONLINE}`, body);
const ask = <D>(name: string, params: Record<string, unknown> = {}) => link.request<D>(scope, name, params);
const names = () => events.map((e) => e.name);

/** The home as clients read it over MQTT, and as the gateway file holds it. */
async function home() {
  const [devices, floors, rules, statuses] = await Promise.all([
    ask<Device[]>('get_object_list_by_type_detailed', { type: 'device' }),
    ask<Floor[]>('get_floor_list'),
    ask<Rule[]>('get_rules'),
    ask<ScenarioStatus[]>('get_scenario_statuses'),
  ]);
  const file = JSON.parse(readFileSync(join(h.dataDir, 'gateways', `${DEMO_ONLINE}.json`), 'utf8')) as Record<string, unknown>;
  const { devices: d, floors: f, rules: r, scenarioStatuses: s, hardwareIds, failedNodes } = file;
  // A seeded file may have no hardwareIds or failedNodes yet: the same as none.
  return { devices, floors, rules, statuses, file: { devices: d, floors: f, rules: r, scenarioStatuses: s, hardwareIds: hardwareIds ?? {}, failedNodes: failedNodes ?? [] } };
}

/** What the backups folder of the gateway holds on disk. */
const onDisk = () => {
  const dir = join(h.dataDir, 'backups', DEMO_ONLINE);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const list = () => rest.backups.list(DEMO_ONLINE, demo.userId);
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof ApiError) return { status: error.status, code: error.errorCode, field: error.entries[0]?.field };
  throw new Error(`expected a refusal, got ${String(error)}`);
};

async function createBackup(name: string): Promise<Backup> {
  const started = await rest.backups.save({ userId: demo.userId, serialNumber: DEMO_ONLINE, snapshotName: name, currentFWVersion: '3.6.2' });
  await advance(8_000);
  const done = (await list()).find((b) => b._id === started._id);
  if (done?.status !== 'success') throw new Error(`backup ${name} is ${done?.status}`);
  return done;
}

/** POST /backup/import/{sn} as the portal sends it: multipart file, fileName, userId. */
async function importZip(bytes: Uint8Array, options: { fileName?: string; userId?: string; sessionId?: string; serial?: string } = {}) {
  const form = new FormData();
  form.append('fileName', options.fileName ?? 'backup.zip');
  form.append('userId', options.userId ?? demo.userId);
  form.append('file', new Blob([new Uint8Array(bytes)]), options.fileName ?? 'backup.zip');
  const response = await fetch(`${h.sim.httpUrl}/api/backup/import/${options.serial ?? DEMO_ONLINE}`, {
    method: 'POST',
    headers: { sessionId: options.sessionId ?? demo.sessionId },
    body: form,
  });
  const body = (await response.json()) as { data?: Backup } | Array<{ errorCode: string; field?: string; message: string }>;
  return { status: response.status, body, code: Array.isArray(body) ? body[0]?.errorCode : undefined };
}

async function exportZip(id: string) {
  const response = await fetch(`${h.sim.httpUrl}/api/backup/export/${id}`, { headers: { sessionId: demo.sessionId } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes };
}

/** The zip with its manifest changed (or an entry dropped). */
function rezip(bytes: Uint8Array, change: { manifest?: Record<string, unknown>; drop?: string; snapshot?: unknown }): Uint8Array {
  const entries = unzipSync(bytes);
  const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as Record<string, unknown>;
  entries['manifest.json'] = strToU8(JSON.stringify({ ...manifest, ...change.manifest }));
  if (change.snapshot !== undefined) entries['snapshot.json'] = strToU8(JSON.stringify(change.snapshot));
  if (change.drop) delete entries[change.drop];
  return zipSync(entries);
}

let kept: Backup;

describe('a backup round trip (spec 2 §2: create, change things, restore)', () => {
  it('is made on the simulator clock: in progress, then kept, with add and update events', async () => {
    events.length = 0;
    const before = await home();
    const started = await rest.backups.save({ userId: demo.userId, serialNumber: DEMO_ONLINE, snapshotName: '  Before the party ', currentFWVersion: '3.6.2' });
    expect(started).toMatchObject({
      status: 'in_progress',
      serialNumber: DEMO_ONLINE,
      userId: demo.userId,
      type: 'manual',
      snapshotName: 'Before the party',
      currentFWVersion: '3.6.2',
    });
    expect(started.params).toMatchObject({ devices: before.devices.length, floors: before.floors.length, rules: before.rules.length });
    // Not listed while in progress (spec 2 §3), though the server answers it.
    expect(listedBackups(await list())).toEqual([]);
    await advance(7_999);
    expect((await list()).map((b) => b.status)).toEqual(['in_progress']);
    await advance(1);
    kept = (await list())[0]!;
    expect(kept).toMatchObject({ _id: started._id, status: 'success' });
    expect(kept!.params.bytes).toBeGreaterThan(0);
    await expect.poll(names).toEqual(['backup_added', 'backup_updated']);
    expect(events[0]!.data).toMatchObject({ _id: started._id, status: 'in_progress' });
    expect(events[1]!.data).toEqual(kept);
    // Durable: the record and the snapshot, each its own file.
    expect(onDisk()).toEqual([`${kept._id}.json`, `${kept._id}.snapshot.json`]);
  });

  it('puts exactly the snapshot back: a renamed room, a deleted device and an edited rule return', async () => {
    const before = await home();
    const room = before.floors.flatMap((f) => f.rooms).find((r) => r.room_id !== 0)!;
    const device = before.devices.find((d) => d.room_id !== null && d.room_id !== 0) ?? before.devices[0]!;
    const rule = before.rules[0]!;
    await ask('rename_room', { room_id: room.room_id, name: 'Renamed after backup' });
    await ask('delete_device', { device: device.id });
    await ask('update_rule', { rule_id: rule.id, name: 'Edited after backup', active: !rule.active });
    const changed = await home();
    expect(changed.devices).toHaveLength(before.devices.length - 1);
    expect(changed).not.toEqual(before);

    events.length = 0;
    const started = await rest.backups.restore({ backupId: kept._id, serialNumber: DEMO_ONLINE, userId: demo.userId });
    expect(started).toEqual({ backupId: kept._id, serialNumber: DEMO_ONLINE, doneInMs: 20_000 });
    expect((await rest.gateways.info(DEMO_ONLINE)).backupRestoreInProgress).toBe(true);
    // One restore at a time; and no backup while one runs.
    expect(await refusal(rest.backups.restore({ backupId: kept._id, serialNumber: DEMO_ONLINE, userId: demo.userId }))).toMatchObject({
      status: 409,
      code: 'BACKUP_RESTORE_IN_PROGRESS',
    });
    expect(await refusal(rest.backups.save({ userId: demo.userId, serialNumber: DEMO_ONLINE, snapshotName: 'During', currentFWVersion: '3.6.2' }))).toMatchObject({
      status: 409,
      code: 'BACKUP_RESTORE_IN_PROGRESS',
    });
    await advance(19_999);
    expect(await home()).toEqual(changed);
    await advance(1);
    await expect.poll(() => events.filter((e) => e.name === 'backup_restore').map((e) => e.data)).toEqual([{ status: 'started' }, { status: 'restoreCompleted' }]);
    // spec 1 §4.2: flagged by an event, cleared on restoreCompleted, through gateway_updated as any state change.
    expect(names()).toEqual(['gateway_updated', 'backup_restore', 'gateway_updated', 'backup_restore']);
    expect(events[0]!.data).toMatchObject({ changes: { backupRestoreInProgress: true } });
    expect(events[2]!.data).toMatchObject({ changes: { backupRestoreInProgress: false } });
    expect((await rest.gateways.info(DEMO_ONLINE)).backupRestoreInProgress).toBe(false);
    expect(await home()).toEqual(before);
    // The restored rules run again: the gateway answers for the rule it had.
    expect(await ask<Rule>('get_rule', { rule_id: rule.id })).toEqual(rule);
  });

  it('fails with backupFailed when the gateway goes offline meanwhile, leaving the home as it was', async () => {
    const before = await home();
    await ask('rename_room', { room_id: before.floors.flatMap((f) => f.rooms).find((r) => r.room_id !== 0)!.room_id, name: 'Kept through a failure' });
    const changed = await home();
    events.length = 0;
    await rest.backups.restore({ backupId: kept._id, serialNumber: DEMO_ONLINE, userId: demo.userId });
    await patchGateway({ connectionStatus: 'offline' });
    await advance(20_000);
    await expect.poll(() => events.filter((e) => e.name === 'backup_restore').map((e) => e.data)).toEqual([{ status: 'started' }, { status: 'backupFailed' }]);
    await patchGateway({ connectionStatus: 'online' });
    expect((await rest.gateways.info(DEMO_ONLINE)).backupRestoreInProgress).toBe(false);
    expect(await home()).toEqual(changed);
    // Put the kept home back for the tests after.
    await rest.backups.restore({ backupId: kept._id, serialNumber: DEMO_ONLINE, userId: demo.userId });
    await advance(20_000);
    await expect.poll(async () => (await rest.gateways.info(DEMO_ONLINE)).backupRestoreInProgress).toBe(false);
    expect(await home()).toEqual(before);
  });

  it('a backup whose gateway goes offline before it is delivered fails and is not listed', async () => {
    const started = await rest.backups.save({ userId: demo.userId, serialNumber: DEMO_ONLINE, snapshotName: 'Never delivered', currentFWVersion: '3.6.2' });
    await patchGateway({ connectionStatus: 'offline' });
    await advance(8_000);
    await patchGateway({ connectionStatus: 'online' });
    const all = await list();
    expect(all.find((b) => b._id === started._id)?.status).toBe('failed');
    expect(listedBackups(all).map((b) => b._id)).toEqual([kept._id]);
    expect(await refusal(rest.backups.restore({ backupId: started._id, serialNumber: DEMO_ONLINE, userId: demo.userId }))).toMatchObject({ status: 409, code: 'BACKUP_NOT_READY' });
    await rest.backups.remove(started._id);
  });
});

describe('zip export and import (spec 2 §7, §6)', () => {
  let zip: Uint8Array;

  it('exports a real zip named by content-disposition, with the manifest and the snapshot', async () => {
    const answer = await exportZip(kept._id);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/zip');
    expect(answer.disposition).toMatch(/^attachment; filename="backup-HP1000000001-Before-the-party-\d{4}-\d{2}-\d{2}\.zip"/);
    zip = answer.bytes;
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['manifest.json', 'snapshot.json']);
    const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as Record<string, unknown>;
    expect(manifest).toEqual({
      format: 'homeport-backup/1',
      serialNumber: DEMO_ONLINE,
      model: 'DOC400',
      currentFWVersion: '3.6.2',
      createdAt: kept.createdAt,
      snapshotName: 'Before the party',
    });
    const snapshot = JSON.parse(new TextDecoder().decode(entries['snapshot.json'])) as Record<string, unknown>;
    const now = await home();
    expect({ devices: snapshot.devices, floors: snapshot.floors, rules: snapshot.rules }).toEqual({ devices: now.file.devices, floors: now.file.floors, rules: now.file.rules });
  });

  it('imports the exported zip after the backup was removed, and restores from it', async () => {
    events.length = 0;
    await rest.backups.remove(kept._id);
    expect(await list()).toEqual([]);
    expect(onDisk()).toEqual([]);
    const imported = await importZip(zip, { fileName: 'Before the party.zip' });
    expect(imported.status).toBe(200);
    const backup = (imported.body as { data: Backup }).data;
    expect(backup).toMatchObject({ status: 'uploaded', serialNumber: DEMO_ONLINE, userId: demo.userId, snapshotName: 'Before the party', currentFWVersion: '3.6.2' });
    expect(listedBackups(await list()).map((b) => b._id)).toEqual([backup._id]);
    await expect.poll(names).toEqual(['backup_removed', 'backup_added']);
    expect(events[0]!.data).toEqual({ _id: kept._id, serialNumber: DEMO_ONLINE });

    const before = await home();
    await ask('rename_room', { room_id: before.floors.flatMap((f) => f.rooms).find((r) => r.room_id !== 0)!.room_id, name: 'Changed again' });
    await rest.backups.restore({ backupId: backup._id, serialNumber: DEMO_ONLINE, userId: demo.userId });
    await advance(20_000);
    await expect.poll(async () => (await rest.gateways.info(DEMO_ONLINE)).backupRestoreInProgress).toBe(false);
    expect(await home()).toEqual(before);
    kept = backup;
  });

  it('refuses a bad file, each with its own code, keeping nothing', async () => {
    const listed = await list();
    const files = onDisk();
    const big = new Uint8Array(BACKUP_IMPORT_MAX_BYTES + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const cases: Array<[string, Promise<{ status: number; code?: string }>, number, string]> = [
      ['not a zip (a .zip name on JSON)', importZip(strToU8('{"devices":[]}')), 400, 'BACKUP_NOT_ZIP'],
      ['not a zip (another extension)', importZip(zip, { fileName: 'backup.tar.gz' }), 400, 'BACKUP_NOT_ZIP'],
      ['corrupt bytes', importZip(zip.slice(0, 60)), 400, 'BACKUP_ZIP_CORRUPT'],
      ['no manifest', importZip(rezip(zip, { drop: 'manifest.json' })), 400, 'BACKUP_ZIP_CORRUPT'],
      ['a malformed snapshot', importZip(rezip(zip, { snapshot: { devices: 'none' } })), 400, 'BACKUP_ZIP_CORRUPT'],
      ['too big', importZip(big), 413, 'BACKUP_FILE_TOO_BIG'],
      ['another gateway', importZip(rezip(zip, { manifest: { serialNumber: 'HP1000000002' } })), 409, 'BACKUP_WRONG_GATEWAY'],
      ['another model', importZip(rezip(zip, { manifest: { model: 'HA102' } })), 409, 'BACKUP_WRONG_GATEWAY'],
      ['another owner named', importZip(zip, { userId: 'someone-else' }), 403, 'BACKUP_WRONG_OWNER'],
      ['to a gateway that is not yours', importZip(zip, { serial: 'HP1000000003' }), 403, 'UDM_NOT_YOUR_DEVICE'],
    ];
    for (const [why, answer, status, code] of cases) {
      expect({ why, ...(await answer) }).toMatchObject({ why, status, code });
    }
    const other = await login(h.sim, OTHER);
    expect(await importZip(zip, { sessionId: other.sessionId, userId: other.userId })).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    // Not multipart at all.
    const json = await fetch(`${h.sim.httpUrl}/api/backup/import/${DEMO_ONLINE}`, {
      method: 'POST',
      headers: { sessionId: demo.sessionId, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(await list()).toEqual(listed);
    expect(onDisk()).toEqual(files);
  });
});

describe('refusals (spec 2 §6, §9; spec 1 §6)', () => {
  it('refuses firmware below the model minimum for save, restore and import, changing nothing', async () => {
    const { bytes } = await exportZip(kept._id);
    await patchGateway({ currentFWVersion: '3.2.9' });
    const listed = await list();
    const body = { userId: demo.userId, serialNumber: DEMO_ONLINE, snapshotName: 'Old firmware', currentFWVersion: '3.2.9' };
    expect(await refusal(rest.backups.save(body))).toMatchObject({ status: 409, code: 'BACKUP_FIRMWARE_TOO_OLD' });
    expect(await refusal(rest.backups.restore({ backupId: kept._id, serialNumber: DEMO_ONLINE, userId: demo.userId }))).toMatchObject({
      status: 409,
      code: 'BACKUP_FIRMWARE_TOO_OLD',
    });
    expect(await importZip(bytes)).toMatchObject({ status: 409, code: 'BACKUP_FIRMWARE_TOO_OLD' });
    expect((await rest.gateways.info(DEMO_ONLINE)).backupRestoreInProgress).toBe(false);
    expect(await list()).toEqual(listed);
    // 3.3.0 is 330, the DOC400's minimum.
    await patchGateway({ currentFWVersion: '3.3.0' });
    const ok = await rest.backups.save({ ...body, snapshotName: 'Edge firmware', currentFWVersion: '3.3.0' });
    expect(ok.currentFWVersion).toBe('3.3.0');
    await rest.backups.remove(ok._id);
    await patchGateway({ currentFWVersion: '3.6.2' });
  });

  it('refuses a stranger, another userId, the read-only admin and bad input', async () => {
    const listed = await list();
    const other = await login(h.sim, OTHER);
    const otherRest = restFor(h.sim, other);
    const viewer = await login(h.sim, VIEWER);
    const viewerRest = restFor(h.sim, viewer);
    const body = { userId: demo.userId, serialNumber: DEMO_ONLINE, snapshotName: 'Nope', currentFWVersion: '3.6.2' };
    expect(await refusal(otherRest.backups.save({ ...body, userId: other.userId }))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect(await refusal(otherRest.backups.list(DEMO_ONLINE, other.userId))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect(await refusal(otherRest.backups.remove(kept._id))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect(await refusal(rest.backups.save({ ...body, userId: other.userId }))).toMatchObject({ status: 403, code: 'BACKUP_WRONG_OWNER', field: 'userId' });
    expect(await refusal(rest.backups.list(DEMO_ONLINE, other.userId))).toMatchObject({ status: 403, code: 'BACKUP_WRONG_OWNER' });
    // The read-only admin reads the list and exports, but changes nothing.
    expect(listedBackups(await viewerRest.backups.list(DEMO_ONLINE, viewer.userId)).map((b) => b._id)).toEqual([kept._id]);
    expect(await refusal(viewerRest.backups.save({ ...body, userId: viewer.userId }))).toMatchObject({ status: 403, code: '000403' });
    expect(await refusal(viewerRest.backups.restore({ backupId: kept._id, serialNumber: DEMO_ONLINE, userId: viewer.userId }))).toMatchObject({ status: 403, code: '000403' });
    expect(await refusal(viewerRest.backups.remove(kept._id))).toMatchObject({ status: 403, code: '000403' });
    expect(await refusal(viewerRest.backups.setAutomatic(DEMO_ONLINE, viewer.userId, true))).toMatchObject({ status: 403, code: '000403' });
    // Bad input names its field.
    expect(await refusal(rest.backups.save({ ...body, snapshotName: '   ' }))).toMatchObject({ status: 400, code: '000400', field: 'snapshotName' });
    expect(await refusal(rest.request('POST', '/backup/saveBackup', { body: { ...body, extra: 1 } }))).toMatchObject({ status: 400, field: 'extra' });
    expect(await refusal(rest.backups.remove('not-a-backup'))).toMatchObject({ status: 404, code: '000404' });
    expect(await refusal(rest.backups.restore({ backupId: kept._id, serialNumber: 'HP1000000002', userId: demo.userId }))).toMatchObject({ status: 404 });
    expect(await list()).toEqual(listed);
  });

  it(`keeps at most ${BACKUP_MAX_PER_GATEWAY} backups: one more is refused with backup_max_number_error`, async () => {
    const made: Backup[] = [];
    while ((await list()).length < BACKUP_MAX_PER_GATEWAY) made.push(await createBackup(`Backup ${made.length + 1}`));
    const listed = await list();
    const files = onDisk();
    events.length = 0;
    expect(await refusal(rest.backups.save({ userId: demo.userId, serialNumber: DEMO_ONLINE, snapshotName: 'One too many', currentFWVersion: '3.6.2' }))).toMatchObject({
      status: 409,
      code: 'BACKUP_MAX_NUMBER',
    });
    await expect.poll(names).toEqual(['backup_max_number_error']);
    expect((events[0]!.data as { message: string }).message).toMatch(/already keeps 5 backups/);
    const { bytes } = await exportZip(kept._id);
    expect(await importZip(bytes)).toMatchObject({ status: 409, code: 'BACKUP_MAX_NUMBER' });
    expect(await list()).toEqual(listed);
    expect(onDisk()).toEqual(files);
    // Removing one makes room again.
    await rest.backups.remove(made[0]!._id);
    const again = await rest.backups.save({ userId: demo.userId, serialNumber: DEMO_ONLINE, snapshotName: 'Room again', currentFWVersion: '3.6.2' });
    expect(again.status).toBe('in_progress');
    await advance(8_000);
  });
});

describe('automatic backup (spec 2 §7 POST /backup/{sn}/automatically/{userId})', () => {
  it('sets the flag on the gateway record, told by gateway_updated', async () => {
    const before = (await rest.gateways.info(DEMO_ONLINE)).isAutomaticallyBackup;
    events.length = 0;
    expect(await rest.backups.setAutomatic(DEMO_ONLINE, demo.userId, !before)).toEqual({ serialNumber: DEMO_ONLINE, isAutomaticallyBackup: !before });
    const gateway: Gateway = await rest.gateways.info(DEMO_ONLINE);
    expect(gateway.isAutomaticallyBackup).toBe(!before);
    await expect.poll(() => events.map((e) => e.data)).toEqual([{ serialNumber: DEMO_ONLINE, changes: { isAutomaticallyBackup: !before } }]);
    expect(await refusal(rest.request('POST', `/backup/${DEMO_ONLINE}/automatically/${demo.userId}`, { body: { isAutomaticallyBackup: 'yes' } }))).toMatchObject({
      status: 400,
      field: 'isAutomaticallyBackup',
    });
    await rest.backups.setAutomatic(DEMO_ONLINE, demo.userId, before);
  });
});

describe('durability and the sdk transfer (docs/decisions.md "Backups")', () => {
  it('downloads the zip with the sdk under its content-disposition name, and refuses a stranger with a typed error', async () => {
    const { fileName, blob } = await downloadBackup({ apiBase: `${h.sim.httpUrl}/api`, sessionId: demo.sessionId, id: kept._id });
    expect(fileName).toMatch(/^backup-HP1000000001-Before-the-party-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Object.keys(unzipSync(new Uint8Array(await blob.arrayBuffer()))).sort()).toEqual(['manifest.json', 'snapshot.json']);
    const other = await login(h.sim, OTHER);
    expect(await refusal(downloadBackup({ apiBase: `${h.sim.httpUrl}/api`, sessionId: other.sessionId, id: kept._id }))).toMatchObject({
      status: 403,
      code: 'UDM_NOT_YOUR_DEVICE',
    });
  });

  it('keeps backups across a restart of the simulator; one being made when it stopped is failed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homeport-bck-'));
    const start = (fresh: boolean) => startSimulator({ port: 0, mqttPort: 0, fresh, quiet: true, dataDir, clockRate: 0 });
    let sim = await start(true);
    try {
      const first = await login(sim, DEMO);
      let client = restFor(sim, first);
      const body = { userId: first.userId, serialNumber: DEMO_ONLINE, snapshotName: 'Kept', currentFWVersion: '3.6.2' };
      const keptOne = await client.backups.save(body);
      await control(sim, 'POST', '/clock', { advanceMs: 8_000 });
      const pending = await client.backups.save({ ...body, snapshotName: 'Cut short' });
      await sim.close();

      sim = await start(false);
      client = restFor(sim, await login(sim, DEMO));
      const after = await client.backups.list(DEMO_ONLINE, first.userId);
      expect(after.map((b) => [b._id, b.status])).toEqual([
        [keptOne._id, 'success'],
        [pending._id, 'failed'],
      ]);
      // The kept one still restores: its snapshot is on disk.
      expect(await client.backups.restore({ backupId: keptOne._id, serialNumber: DEMO_ONLINE, userId: first.userId })).toMatchObject({ backupId: keptOne._id });
    } finally {
      await sim.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
