// What an ordinary account can send to take the service down or to turn a
// feature against other people, as recipes: the hostile-input tests assert
// each is refused, the noisy-neighbour bench (docs/simulator.md "Noisy
// neighbour") times another user while one runs. Each recipe takes the
// simulator's URLs and the attacker's session (a HostileTarget) and returns
// once the attack has been sent; it asserts nothing and moves no clock (a
// restore answers its `doneInMs`: the caller moves the simulator clock on).
// Only what any signed-in user may do: the REST API and the gateway topics.
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { deflateSync, strToU8, zipSync } from 'fflate';
import mqtt, { type MqttClient } from 'mqtt';
import {
  BACKUP_FORMAT,
  BACKUP_ZIP_ENTRIES,
  NotificationType,
  parseResponse,
  topicOwner,
  topics,
  type Backup,
  type BackupManifest,
  type BackupSnapshot,
  type Device,
  type Floor,
  type Gateway,
  type GatewayChannel,
  type GatewayResponse,
  type RestoreStarted,
  type Rule,
  type ScenarioStatus,
} from '@homeport/sdk';

const PRODUCT = 'homeport';

/** One account's reach to one gateway, as an attacker has it: the simulator's URLs, a session, and the gateway it may write to. */
export interface HostileTarget {
  httpUrl: string;
  /** MQTT over TCP (`mqtt://…`) or WebSocket (`ws://…/mqtt`). */
  mqttUrl: string;
  session: { userId: string; sessionId: string };
  serial: string;
  /** The owner segment of the gateway's topics (the owner's user id, also for a linked account). */
  owner: string;
  /** For a backup zip's manifest: the gateway's model and firmware, as the cloud reports them. */
  model: string;
  firmware: string;
}

/** The target as the account reads it over REST (`GET /udm/device/hg/{sn}/info`). */
export async function hostileTarget(urls: { httpUrl: string; mqttUrl: string }, session: { userId: string; sessionId: string }, serial: string): Promise<HostileTarget> {
  const response = await fetch(`${urls.httpUrl}/api/udm/device/hg/${encodeURIComponent(serial)}/info`, { headers: { sessionId: session.sessionId } });
  if (!response.ok) throw new Error(`gateway ${serial}: ${response.status} ${await response.text()}`);
  const gateway = ((await response.json()) as { data: Gateway }).data;
  return { ...urls, session, serial, owner: topicOwner(gateway), model: gateway.model, firmware: gateway.currentFWVersion };
}

// ---- MQTT ----

/** An MQTT client of the attacker's session (no reconnect: a dropped client stays dropped). */
export function connectAttacker(target: HostileTarget): Promise<MqttClient> {
  return mqtt.connectAsync(target.mqttUrl, {
    username: target.session.userId,
    password: target.session.sessionId,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    protocolVersion: 4,
  });
}

/**
 * Closes the client once what it wrote has gone out (a forced end may drop
 * a QoS 0 publish still in its socket's buffer); forced after 2 s.
 */
async function hangUp(client: MqttClient): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([client.endAsync(), new Promise((resolve) => (timer = setTimeout(resolve, 2000)))]);
  clearTimeout(timer);
  client.end(true);
}

const scopeOf = (target: HostileTarget) => ({ product: PRODUCT, owner: target.owner, serial: target.serial });

/** One request to the target gateway and its response, or null after `timeoutMs` (or when the client is closed meanwhile). */
export async function gatewayRequest(
  client: MqttClient,
  target: HostileTarget,
  name: string,
  params: Record<string, unknown> = {},
  options: { channel?: GatewayChannel; timeoutMs?: number } = {},
): Promise<GatewayResponse | null> {
  const channel = options.channel ?? 'ohm';
  const responseTopic = topics.response(scopeOf(target), channel);
  await client.subscribeAsync(responseTopic, { qos: 0 });
  const uid = randomUUID();
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), options.timeoutMs ?? 5000);
    const onMessage = (topic: string, payload: Buffer) => {
      const response = topic === responseTopic ? parseResponse(payload) : null;
      if (response?.uid === uid) finish(response);
    };
    const onClose = () => finish(null);
    function finish(value: GatewayResponse | null) {
      clearTimeout(timer);
      client.off('message', onMessage);
      client.off('close', onClose);
      resolve(value);
    }
    client.on('message', onMessage);
    client.once('close', onClose);
    client.publish(topics.request(scopeOf(target), channel), JSON.stringify({ uid, sender: target.session.userId, name, params, type: 'command' }));
  });
}

/** What the commands of a recipe were answered: how many were sent, answered 0, refused (by code), or not answered. */
export interface CommandTally {
  sent: number;
  ok: number;
  /** Response code -> count, for the answers other than 0. */
  refused: Record<number, number>;
  unanswered: number;
}

const newTally = (): CommandTally => ({ sent: 0, ok: 0, refused: {}, unanswered: 0 });

async function tallied(tally: CommandTally, ask: Promise<GatewayResponse | null>): Promise<GatewayResponse | null> {
  tally.sent += 1;
  const response = await ask;
  if (!response) tally.unanswered += 1;
  else if (response.code === 0) tally.ok += 1;
  else tally.refused[response.code] = (tally.refused[response.code] ?? 0) + 1;
  return response;
}

/** "12 sent: 12 ok" / "20 sent: 10 ok, 10 refused (8), 0 unanswered". */
export function describeTally(tally: CommandTally): string {
  const refused = Object.entries(tally.refused).map(([code, n]) => `${n} refused (code ${code})`);
  return [`${tally.sent} sent: ${tally.ok} ok`, ...refused, ...(tally.unanswered ? [`${tally.unanswered} unanswered`] : [])].join(', ');
}

// ---- (a) a deeply nested request ----

/**
 * A `ping` request whose params nest `depth` levels: objects
 * (`{"a":{"a":…}}`, 5,000 levels is 30 KB) or arrays (`[[…]]`, 6,000 levels
 * is 12 KB). Built as text: nothing here walks it.
 */
export function deepRequestPayload(shape: 'object' | 'array', depth: number, sender = 'd'): string {
  const inner = shape === 'object' ? `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}` : `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  return `{"uid":"d","sender":${JSON.stringify(sender)},"name":"ping","type":"query","params":${inner}}`;
}

/** Publishes one deep request to the gateway's `osm/req` (any role that may write there). Resolves once written. */
export async function sendDeepRequest(target: HostileTarget, shape: 'object' | 'array', depth = shape === 'object' ? 5000 : 6000): Promise<{ bytes: number }> {
  const payload = deepRequestPayload(shape, depth, target.session.userId);
  const client = await connectAttacker(target);
  try {
    await client.publishAsync(topics.request(scopeOf(target), 'osm'), payload, { qos: 0 });
  } finally {
    await hangUp(client);
  }
  return { bytes: Buffer.byteLength(payload) };
}

// ---- backups: a zip, its import and its restore ----

/** The gateway's home as the account reads it over MQTT, in the shape a backup's snapshot.json keeps. */
export async function readHome(target: HostileTarget): Promise<BackupSnapshot> {
  const client = await connectAttacker(target);
  try {
    const ask = async <D>(name: string, params: Record<string, unknown> = {}): Promise<D> => {
      const response = await gatewayRequest(client, target, name, params);
      if (response?.code !== 0) throw new Error(`${name} on ${target.serial}: ${response ? `code ${response.code} ${response.message ?? ''}` : 'no answer'}`);
      return response.data as D;
    };
    const devices = await ask<Device[]>('get_object_list_by_type_detailed', { type: 'device' });
    const floors = await ask<Floor[]>('get_floor_list');
    const rules = await ask<Rule[]>('get_rules');
    // Firmware before scenario-status collections answers 1: a home without them.
    const scenarioStatuses = await ask<ScenarioStatus[]>('get_scenario_statuses').catch((): ScenarioStatus[] => []);
    return { devices, floors, rules, scenarioStatuses, hardwareIds: {}, failedNodes: [], ruleSeq: nextRuleIdIn(rules) - 1 };
  } finally {
    await hangUp(client);
  }
}

/** The first rule, trigger or action id not used by `rules` (ids are shared by all of them on a gateway). */
function nextRuleIdIn(rules: readonly Rule[]): number {
  let max = 0;
  for (const rule of rules) {
    const ids = [
      rule.id,
      ...rule.time_triggers.map((t) => t.id),
      ...rule.event_triggers.map((t) => t.id),
      ...rule.statuses.map((t) => t.id),
      ...rule.scenes.flatMap((s) => [s.id, ...s.notifications.map((n) => n.notification_id)]),
    ];
    for (const id of ids) max = Math.max(max, id);
  }
  return max + 1;
}

/** The home with `more` rules added after its own; `more` gets the first free id and answers the rules. */
export function withRules(home: BackupSnapshot, more: (firstId: number) => Rule[]): BackupSnapshot {
  const added = more(Math.max(home.ruleSeq, nextRuleIdIn(home.rules) - 1) + 1);
  const rules = [...home.rules, ...added];
  return { ...home, rules, ruleSeq: nextRuleIdIn(rules) - 1 };
}

/** The manifest of a zip for the target gateway (its serial, model and firmware). */
export function manifestFor(target: HostileTarget, snapshotName = 'Imported'): BackupManifest {
  return { format: BACKUP_FORMAT, serialNumber: target.serial, model: target.model, currentFWVersion: target.firmware, createdAt: Date.now(), snapshotName };
}

/** A zip as the portal's export makes it: manifest.json and snapshot.json. */
export function backupZip(manifest: BackupManifest, snapshot: BackupSnapshot): Uint8Array {
  return zipSync({
    [BACKUP_ZIP_ENTRIES.manifest]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`),
    [BACKUP_ZIP_ENTRIES.snapshot]: strToU8(JSON.stringify(snapshot)),
  });
}

/** What a REST call answered: the status, the `data` when it has one, the first error code otherwise. */
export interface RestAnswer<D> {
  status: number;
  data?: D;
  errorCode?: string;
  message?: string;
}

async function answerOf<D>(response: Response): Promise<RestAnswer<D>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return { status: response.status, message: text.slice(0, 200) };
  }
  if (Array.isArray(body)) {
    const first = body[0] as { errorCode?: string; message?: string } | undefined;
    return { status: response.status, errorCode: first?.errorCode, message: first?.message };
  }
  return { status: response.status, data: (body as { data?: D } | null)?.data };
}

/** POST /backup/import/{sn} as the portal sends it: multipart file, fileName and userId. */
export async function importBackup(target: HostileTarget, zip: Uint8Array, fileName = 'backup.zip'): Promise<RestAnswer<Backup>> {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('userId', target.session.userId);
  form.append('file', new Blob([new Uint8Array(zip)]), fileName);
  const response = await fetch(`${target.httpUrl}/api/backup/import/${encodeURIComponent(target.serial)}`, {
    method: 'POST',
    headers: { sessionId: target.session.sessionId },
    body: form,
  });
  return answerOf<Backup>(response);
}

/** POST /backup/restoreBackup: answers when the restore started (it ends `doneInMs` later on the simulator clock). */
export async function restoreBackup(target: HostileTarget, backupId: string): Promise<RestAnswer<RestoreStarted>> {
  const response = await fetch(`${target.httpUrl}/api/backup/restoreBackup`, {
    method: 'POST',
    headers: { sessionId: target.session.sessionId, 'content-type': 'application/json' },
    body: JSON.stringify({ backupId, serialNumber: target.serial, userId: target.session.userId }),
  });
  return answerOf<RestoreStarted>(response);
}

/** What an import-then-restore recipe was answered. */
export interface ImportAndRestore {
  zipBytes: number;
  snapshotBytes: number;
  imported: RestAnswer<Backup>;
  /** Absent when the import was refused (nothing to restore). */
  restored?: RestAnswer<RestoreStarted>;
}

/** Imports the zip and, when it is kept, restores it. The restore ends `restored.data.doneInMs` later on the simulator clock. */
export async function importAndRestore(target: HostileTarget, snapshot: BackupSnapshot, snapshotName: string): Promise<ImportAndRestore> {
  const zip = backupZip(manifestFor(target, snapshotName), snapshot);
  const snapshotBytes = Buffer.byteLength(JSON.stringify(snapshot));
  const imported = await importBackup(target, zip);
  if (imported.status !== 200 || !imported.data) return { zipBytes: zip.length, snapshotBytes, imported };
  return { zipBytes: zip.length, snapshotBytes, imported, restored: await restoreBackup(target, imported.data._id) };
}

const NO_REPEAT = [false, false, false, false, false, false, false];

/** A rule that fires once at a time trigger of `year` (1,000,000: a date no clock can hold) and turns the `off` status on. */
export function farFutureRule(id: number, year = 1_000_000): Rule {
  return {
    id,
    name: 'New year',
    active: true,
    rule_logic: 'OR',
    time_triggers: [{ id: id + 1, year, month: 1, day: 1, hour: 0, minute: 0, second: 0, repeat: NO_REPEAT }],
    event_triggers: [],
    statuses: [],
    scenes: [emptySet(id + 2, 'Action 1')],
  };
}

function emptySet(id: number, name: string): Rule['scenes'][number] {
  return { id, name, delay: 0, devices: [], statuses: [], notifications: [], alarms: [], push_notification: 0, notification: 0, alarm_notification: 0 };
}

/** (b) Imports the home with a time trigger in the year 1,000,000 and restores it. */
export async function sendFarFutureBackup(target: HostileTarget, options: { year?: number; home?: BackupSnapshot } = {}): Promise<ImportAndRestore> {
  const home = options.home ?? (await readHome(target));
  return importAndRestore(
    target,
    withRules(home, (id) => [farFutureRule(id, options.year)]),
    'Far future',
  );
}

/**
 * A rule the commands would accept on the demo home (a name of 64
 * characters at most; fired by the Bedroom Window (17) opened or tampered with; 3 action
 * sets, each setting the outlets 1 and 18 and the night status), some
 * 2 KB of JSON: 2,400 of them are 5 MB.
 */
export function bulkyRule(id: number, n: number): Rule {
  const setting = (value: boolean) => ({ service_name: 'SwitchService', property: 'State', value });
  const set = (setId: number, k: number): Rule['scenes'][number] => ({
    ...emptySet(setId, `Step ${k} of imported rule number ${n}`),
    delay: k * 10_000,
    devices: [1, 18].map((device) => ({ id: device, settings: [setting(k % 2 === 0), setting(k % 2 === 1)] })),
    statuses: [{ name: 'night', resource_id: 5, enabled: k % 2 === 0 }],
  });
  return {
    id,
    name: `Imported rule number ${n} of the many rules in this backup`,
    active: true,
    rule_logic: 'OR',
    time_triggers: [],
    event_triggers: [
      { id: id + 1, event_source: 17, service_name: 'ContactService', property_name: 'Open', value: true, compare_type: 'EQ', delay: 0 },
      { id: id + 2, event_source: 17, service_name: 'ContactService', property_name: 'Tamper', value: true, compare_type: 'EQ', delay: 0 },
    ],
    statuses: [],
    scenes: [set(id + 3, 1), set(id + 4, 2), set(id + 5, 3)],
  };
}

/** (d) Imports the home with `count` (2,400) more rules, over the 500 a gateway keeps, and restores it. */
export async function sendManyRulesBackup(target: HostileTarget, options: { count?: number; home?: BackupSnapshot } = {}): Promise<ImportAndRestore> {
  const home = options.home ?? (await readHome(target));
  const count = options.count ?? 2400;
  return importAndRestore(
    target,
    withRules(home, (first) => Array.from({ length: count }, (_, i) => bulkyRule(first + i * 6, i + 1))),
    'Many rules',
  );
}

// ---- (e) a zip bomb ----

const MiB = 1024 * 1024;

/**
 * A zip of `copies` (61) entries all named snapshot.json, each inflating to
 * `entryBytes` (8 MiB, at the per-entry cap) of a valid snapshot padded with
 * spaces (deflated some 1,000 to 1: the 61 fit in the 0.5 MB import), and
 * one manifest for the target. Written by hand: a zip library keys its
 * entries by name and would keep one.
 */
export function zipBomb(target: HostileTarget, options: { copies?: number; entryBytes?: number; snapshot?: BackupSnapshot } = {}): Uint8Array {
  const copies = options.copies ?? 61;
  const entryBytes = options.entryBytes ?? 8 * MiB;
  const snapshot = options.snapshot ?? { devices: [], floors: [], rules: [], scenarioStatuses: [], hardwareIds: {}, failedNodes: [], ruleSeq: 0 };
  const json = strToU8(JSON.stringify(snapshot));
  const padded = new Uint8Array(Math.max(entryBytes, json.length)).fill(0x20);
  padded.set(json);
  const bomb = { data: deflateSync(padded, { level: 9 }), crc: crc32(padded), size: padded.length };
  const manifest = strToU8(JSON.stringify(manifestFor(target, 'Bomb')));
  const entries = [
    { name: BACKUP_ZIP_ENTRIES.manifest, data: deflateSync(manifest), crc: crc32(manifest), size: manifest.length },
    ...Array.from({ length: copies }, () => ({ name: BACKUP_ZIP_ENTRIES.snapshot, ...bomb })),
  ];
  return writeZip(entries);
}

/** A deflate (method 8) zip of already deflated entries; names may repeat. */
function writeZip(entries: ReadonlyArray<{ name: string; data: Uint8Array; crc: number; size: number }>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    name.copy(local, 30);
    const central = Buffer.alloc(46 + name.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    // extra, comment, disk, internal and external attributes: 0
    central.writeUInt32LE(offset, 42);
    name.copy(central, 46);
    locals.push(local, Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength));
    centrals.push(central);
    offset += local.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** (e) Uploads a zip bomb (built once by the caller with zipBomb, or here) as an import. */
export async function sendZipBomb(target: HostileTarget, bomb: Uint8Array = zipBomb(target)): Promise<RestAnswer<Backup> & { zipBytes: number }> {
  return { ...(await importBackup(target, bomb, 'bomb.zip')), zipBytes: bomb.length };
}

// ---- (c) a rule fan-out, (f) spam ----

/** A device property a recipe triggers on and sets: device 1's SwitchService.State of the demo home (an outlet). */
export interface PropertyRef {
  device: number;
  service: string;
  property: string;
}

const OUTLET_STATE: PropertyRef = { device: 1, service: 'SwitchService', property: 'State' };

/**
 * (c) R rules (`rules`, default 4), each fired by the property turning
 * true and setting it true again, made with the ordinary commands (4 a
 * rule), then the property set true once. Every run fires all R again, up
 * to the chain limit: R + R² + … + R⁸ runs. Resolves once the setting that
 * starts it has been sent (its answer is not awaited).
 */
export async function sendRuleFanOut(target: HostileTarget, options: { rules?: number; property?: PropertyRef } = {}): Promise<CommandTally> {
  const rules = options.rules ?? 4;
  const at = options.property ?? OUTLET_STATE;
  const client = await connectAttacker(target);
  const tally = newTally();
  const tag = randomUUID().slice(0, 8);
  try {
    for (let i = 1; i <= rules; i++) {
      const created = await tallied(tally, gatewayRequest(client, target, 'create_rule', { name: `Echo ${i} ${tag}` }));
      const ruleId = (created?.data as Rule | undefined)?.id;
      if (created?.code !== 0 || ruleId === undefined) continue;
      await tallied(tally, gatewayRequest(client, target, 'add_device_trigger', { rule_id: ruleId, device: at.device, service: at.service, property: at.property, value: true }));
      const withSet = await tallied(tally, gatewayRequest(client, target, 'add_action_set', { rule_id: ruleId }));
      const setId = (withSet?.data as Rule | undefined)?.scenes.at(-1)?.id;
      if (withSet?.code !== 0 || setId === undefined) continue;
      await tallied(
        tally,
        gatewayRequest(client, target, 'add_action_device', { rule_id: ruleId, action_set_id: setId, device: at.device, service: at.service, property: at.property, value: true }),
      );
    }
    tally.sent += 1;
    await client.publishAsync(
      topics.request(scopeOf(target), 'ohm'),
      JSON.stringify({ uid: randomUUID(), sender: target.session.userId, name: 'set_service_property_value', params: { ...at, value: true }, type: 'command' }),
    );
  } finally {
    await hangUp(client);
  }
  return tally;
}

/** What the spam recipe sent: the rule it made, the commands that made it and the runs. */
export interface SpamSent {
  ruleId: number | null;
  setup: CommandTally;
  runs: CommandTally;
}

/**
 * (f) A rule whose one action set holds `recipients` (50) e-mail
 * notifications to outside addresses (`spam-{n}@{domain}`) with the
 * sender's subject and body, then `runs` (20) run_rule sent at once: with
 * no budget, recipients × runs e-mails.
 */
export async function sendSpam(target: HostileTarget, options: { recipients?: number; runs?: number; domain?: string; subject?: string; body?: string } = {}): Promise<SpamSent> {
  const recipients = options.recipients ?? 50;
  const runs = options.runs ?? 20;
  const domain = options.domain ?? 'spam-target.example';
  const client = await connectAttacker(target);
  const setup = newTally();
  const ran = newTally();
  try {
    const created = await tallied(setup, gatewayRequest(client, target, 'create_rule', { name: `Prize ${randomUUID().slice(0, 8)}` }));
    const ruleId = created?.code === 0 ? ((created.data as Rule | undefined)?.id ?? null) : null;
    if (ruleId === null) return { ruleId, setup, runs: ran };
    const withSet = await tallied(setup, gatewayRequest(client, target, 'add_action_set', { rule_id: ruleId }));
    const setId = (withSet?.data as Rule | undefined)?.scenes.at(-1)?.id;
    if (withSet?.code === 0 && setId !== undefined) {
      for (let n = 1; n <= recipients; n++) {
        await tallied(
          setup,
          gatewayRequest(client, target, 'add_action_notification', {
            rule_id: ruleId,
            action_set_id: setId,
            type: NotificationType.email,
            desc: options.body ?? 'FREE PRIZE: claim it at http://spam.example/claim before midnight',
            short_desc: options.subject ?? 'FREE PRIZE',
            destination: `spam-${n}@${domain}`,
          }),
        );
      }
    }
    // Each waits for its answer (unanswered after 10 s counts as such): one listener each.
    client.setMaxListeners(2 * runs + 10);
    await Promise.all(Array.from({ length: runs }, () => tallied(ran, gatewayRequest(client, target, 'run_rule', { rule_id: ruleId }, { timeoutMs: 10_000 }))));
    return { ruleId, setup, runs: ran };
  } finally {
    await hangUp(client);
  }
}
