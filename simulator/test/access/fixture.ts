import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { sessionRefOf, type LoginResult } from '@homeport/sdk';
import type { GatewayContents } from '../../src/gateway/contents';
import type { SeedAccount } from '../../src/seed/accounts';
import { adminAccount, seedAccounts } from '../../src/seed/accounts';
import { startTestSim, subscribeCodes, type TestSim } from '../harness/simHarness';
import { PORTAL_CLIENT, ROLE_FIXTURES, SIGNED_IN, TARGET_SERIAL, type Role } from './roles';
import { SessionLeaks } from './sessionLeaks';

/** One HTTP call of a cell: a path on the simulator's origin (`/api/...`, `/local/...`, `/sim-idp/...`). */
export interface HttpRequest {
  method: string;
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded (OAuth2 token endpoint, identity provider). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data: text fields, then one file (the backup import). */
  multipart?: {
    fields: Record<string, string>;
    file: { field: string; name: string; bytes: Uint8Array<ArrayBuffer> };
    moreFiles?: Array<{ field: string; name: string; bytes: Uint8Array<ArrayBuffer> }>;
  };
  /** Extra headers (the privacy export's `otp`). */
  headers?: Record<string, string>;
}

export interface HttpAnswer {
  status: number;
  /** Parsed JSON when the answer is JSON, else the text (HTML pages). */
  body: unknown;
  text: string;
}

/** The refusal code of an answer: the errorCode of `[{errorCode}]`, or RFC 6749's `{error}`. */
export function codeOf(body: unknown): string | undefined {
  if (Array.isArray(body)) {
    const first: unknown = body[0];
    return typeof first === 'object' && first !== null && typeof (first as { errorCode?: unknown }).errorCode === 'string' ? (first as { errorCode: string }).errorCode : undefined;
  }
  if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') return (body as { error: string }).error;
  return undefined;
}

/** An MQTT client of a role, or the CONNACK code that refused it. */
export type MqttConnection = { client: MqttClient; refused?: undefined } | { client?: undefined; refused: number };

interface WatchedMessage {
  topic: string;
  text: string;
}

/**
 * The running simulator and everything the matrix's cells share: one
 * session per signed-in role (support and supportConnected are two sessions
 * of the admin), the local session, the QA caller, an admin watcher on
 * `homeport/#`, and the session-id recorder. Cells change state only through
 * the simulator's own interfaces and restore it themselves; `heal` signs in
 * again whoever a cell logged out.
 */
export class MatrixFixture {
  readonly leaks = new SessionLeaks();
  private readonly sessions = new Map<Role, LoginResult>();
  private localSessionId = '';
  private watcherSession: LoginResult | null = null;
  private watcherClient: MqttClient | null = null;
  private readonly watched: WatchedMessage[] = [];
  private readonly clients = new Set<MqttClient>();
  private barrierCount = 0;
  private readonly spares = new Map<Role, LoginResult>();

  private constructor(readonly t: TestSim) {}

  static async start(): Promise<MatrixFixture> {
    // Ten gateways: the five named ones and HP1000000006..9 (unassigned, fleet customers).
    // The raw data writable, as QA runs it with --db-writable: cells restore state and remove a link through it.
    const options = { gateways: 10, dbWritable: true };
    const fixture = new MatrixFixture(await startTestSim(options));
    await fixture.heal();
    return fixture;
  }

  get httpUrl(): string {
    return this.t.sim.httpUrl;
  }

  /** The control API's token, once the simulator has one (a QA gate in the works); undefined before. */
  get controlToken(): string | undefined {
    return (this.t.sim as { controlToken?: string | null }).controlToken ?? undefined;
  }

  /** The session of a signed-in role. */
  session(role: Role): LoginResult {
    const session = this.sessions.get(role);
    if (!session) throw new Error(`${role} holds no cloud session`);
    return session;
  }

  userId(role: Role): string {
    return this.session(role).userId;
  }

  get localSession(): string {
    return this.localSessionId;
  }

  /** What a role sends with every HTTP call: its one credential, whatever the route. */
  private headersOf(role: Role): Record<string, string> {
    const fixture = ROLE_FIXTURES[role];
    if (fixture.account) return { sessionId: this.session(role).sessionId };
    if (fixture.localSession) return { sessionId: this.localSessionId };
    if (fixture.controlToken && this.controlToken) return { authorization: `Bearer ${this.controlToken}` };
    return {};
  }

  private async http(request: HttpRequest, credential: Record<string, string>): Promise<HttpAnswer> {
    const headers = { ...request.headers, ...credential };
    let body: BodyInit | undefined;
    if (request.form) {
      body = new URLSearchParams(request.form);
    } else if (request.multipart) {
      const form = new FormData();
      for (const [name, value] of Object.entries(request.multipart.fields)) form.append(name, value);
      const { field, name, bytes } = request.multipart.file;
      form.append(field, new Blob([bytes]), name);
      // More files after the first (the bulk locations import takes two).
      for (const more of request.multipart.moreFiles ?? []) form.append(more.field, new Blob([more.bytes]), more.name);
      body = form;
    } else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.httpUrl}${request.path}`, { method: request.method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    return { status: response.status, body: json ? (JSON.parse(text) as unknown) : text, text };
  }

  /**
   * A call as a role, its answer recorded for the session-id check, except
   * the QA back door's answers to the token holder: the back door may show
   * QA anything in the data (the raw collections at /api/__db included).
   */
  async call(role: Role, request: HttpRequest, source = `${request.method} ${request.path}`): Promise<HttpAnswer> {
    const answer = await this.http(request, this.headersOf(role));
    const qaAnswer = ROLE_FIXTURES[role].controlToken && /^\/api\/__(sim|db)(\/|$)/.test(request.path);
    if (!qaAnswer) this.leaks.record({ source: `REST ${source} as ${role}`, text: answer.text });
    return answer;
  }

  /** The QA back door (`/api/__sim`, `/api/__db`) with the token when there is one; not recorded (see `call`). */
  async qa<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = this.controlToken ? { authorization: `Bearer ${this.controlToken}` } : {};
    const answer = await this.http({ method, path: `/api${path}`, body }, headers);
    return { status: answer.status, body: answer.body as T };
  }

  /** A QA call that must work; throws with the answer otherwise (a broken precondition, not a cell's verdict). */
  async qaOk<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.qa<T>(method, path, body);
    if (answer.status >= 300) throw new Error(`QA ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** A fresh login; the answer is recorded as the one that created its session. */
  async login(account: Pick<SeedAccount, 'username' | 'password'>, whose: string): Promise<LoginResult> {
    const answer = await this.http({ method: 'POST', path: '/api/auth/login', body: { identity: account.username, secret: account.password } }, {});
    const result = (answer.body as { data?: LoginResult }).data;
    if (answer.status !== 200 || !result) throw new Error(`login ${account.username}: ${answer.status} ${answer.text}`);
    this.leaks.noteSession(result.sessionId, whose);
    this.leaks.record({ source: `REST POST /api/auth/login (${whose})`, text: answer.text, created: result.sessionId });
    return result;
  }

  private async localLogin(): Promise<string> {
    const answer = await this.http({ method: 'POST', path: `/local/${TARGET_SERIAL}/api/login`, body: { password: await this.localPassword(TARGET_SERIAL) } }, {});
    const sessionId = (answer.body as { data?: { sessionId?: string } }).data?.sessionId;
    if (!sessionId) throw new Error(`local login: ${answer.status} ${answer.text}`);
    return sessionId;
  }

  /** The refs of the live sessions (QA view; the control API names sessions by ref). */
  async liveSessions(userId?: string): Promise<Set<string>> {
    const query = userId ? `?userId=${userId}` : '';
    const { data } = await this.qaOk<{ data: Array<{ sessionRef: string; live: boolean }> }>('GET', `/__sim/sessions${query}`);
    return new Set(data.filter((s) => s.live).map((s) => s.sessionRef));
  }

  /** Whether a session (by its id) is live. */
  async isLive(session: LoginResult): Promise<boolean> {
    return (await this.liveSessions(session.userId)).has(refOf(session.sessionId));
  }

  /**
   * Signs in again every role whose session a cell ended (logout, logoutAll,
   * forced logout, a reset), logs in to the LAN interface again when its
   * session is gone, and reconnects the watcher.
   */
  async heal(): Promise<void> {
    const live = await this.liveSessions();
    // In parallel: each login is a scrypt, and a reset ends them all.
    await Promise.all([this.renewRoles(live), this.renewLocal(), this.renewWatcher(live)]);
  }

  private async renewRoles(live: Set<string>): Promise<void> {
    const ended = SIGNED_IN.filter((role) => !live.has(refOf(this.sessions.get(role)?.sessionId ?? '')));
    const renewed = await Promise.all(ended.map((role) => this.login(ROLE_FIXTURES[role].account!, role)));
    ended.forEach((role, i) => this.sessions.set(role, renewed[i]!));
  }

  private async renewLocal(): Promise<void> {
    const check = this.localSessionId ? await this.http({ method: 'GET', path: `/local/${TARGET_SERIAL}/api/get-current-timezone` }, { sessionId: this.localSessionId }) : null;
    if (check?.status !== 200) this.localSessionId = await this.localLogin();
  }

  private async renewWatcher(live: Set<string>): Promise<void> {
    if (!this.watcherSession || !live.has(refOf(this.watcherSession.sessionId)) || !this.watcherClient?.connected) await this.startWatcher();
  }

  /** Restores the seed (POST /api/__sim/reset) and signs everyone in again. */
  async reset(): Promise<void> {
    await this.qaOk('POST', '/__sim/reset');
    await this.heal();
  }

  /**
   * An admin's client on `homeport/#`, in a session of its own: it sees
   * every message the broker delivers to an admin (spec 1 §6 "an unconnected
   * admin subscribes to admin alarm events"), for the session-id check and
   * to show that a refused publish reached nobody.
   */
  private async startWatcher(): Promise<void> {
    await this.watcherClient?.endAsync(true);
    this.watcherSession = await this.login(adminAccount, 'the watcher (admin)');
    const client = await mqtt.connectAsync(this.t.sim.mqttTcpUrl, {
      username: this.watcherSession.userId,
      password: this.watcherSession.sessionId,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      protocolVersion: 4,
    });
    client.on('message', (topic, payload) => {
      const text = payload.toString('utf8');
      this.watched.push({ topic, text });
      this.leaks.record({ source: `MQTT ${topicLabel(topic)} ${eventName(text)} to the admin watcher (homeport/#)`, text });
    });
    await subscribeCodes(client, ['homeport/#']);
    this.watcherClient = client;
  }

  /** Whether the watcher has seen a message holding `marker` (after a barrier, so everything published before has arrived). */
  async watcherSaw(marker: string): Promise<boolean> {
    await this.barrier();
    return this.watched.some((m) => m.text.includes(marker));
  }

  /**
   * Waits until everything the broker took before now has reached the
   * watcher: the cloud publishes a marker event and the watcher receives it
   * behind whatever was published earlier (one broker, one connection, in order).
   */
  async barrier(): Promise<void> {
    const marker = `matrix-barrier-${++this.barrierCount}-${randomUUID()}`;
    await this.qaOk('POST', '/__sim/gateways/HP1000000006/events', { name: 'matrix_barrier', data: { marker } });
    for (let i = 0; i < 500; i += 1) {
      if (this.watched.some((m) => m.text.includes(marker))) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the watcher never received the barrier event');
  }

  /** The role's MQTT connection: its session as credentials; anon none, qa the token, local its LAN session. */
  async mqtt(role: Role, options: { clientId?: string } = {}): Promise<MqttConnection> {
    const fixture = ROLE_FIXTURES[role];
    const base: IClientOptions = { reconnectPeriod: 0, connectTimeout: 5000, protocolVersion: 4, ...(options.clientId ? { clientId: options.clientId } : {}) };
    if (fixture.account) Object.assign(base, { username: this.session(role).userId, password: this.session(role).sessionId });
    else if (fixture.localSession) Object.assign(base, { username: 'admin', password: this.localSessionId });
    else if (fixture.controlToken) Object.assign(base, { username: 'qa', password: this.controlToken ?? '' });
    try {
      const client = await mqtt.connectAsync(this.t.sim.mqttTcpUrl, base);
      this.clients.add(client);
      client.on('message', (topic, payload) => {
        const text = payload.toString('utf8');
        this.leaks.record({ source: `MQTT ${topicLabel(topic)} ${eventName(text)} to ${role}`, text });
      });
      return { client };
    } catch (error) {
      return { refused: (error as { code?: number }).code ?? -999 };
    }
  }

  async endClient(client: MqttClient | undefined): Promise<void> {
    if (!client) return;
    this.clients.delete(client);
    await client.endAsync(true);
  }

  /** A second live session of a role's account (made when none is live), for the cells that end one. */
  async spare(role: Role): Promise<LoginResult> {
    const held = this.spares.get(role);
    if (held && (await this.isLive(held))) return held;
    const spare = await this.login(ROLE_FIXTURES[role].account!, `a spare session of ${role}`);
    this.spares.set(role, spare);
    return spare;
  }

  /**
   * Enters a role's standing: supportConnected chooses the target gateway
   * as gateway selection does (spec 1 §4.3, POST privilegeMode/activate with
   * the portal's client name), so it holds privileged mode there.
   */
  async enter(role: Role): Promise<void> {
    const serial = ROLE_FIXTURES[role].connectedTo;
    if (!serial) return;
    const answer = await this.http({ method: 'POST', path: `/api/udm/device/${serial}/privilegeMode/activate`, body: { client: PORTAL_CLIENT } }, this.headersOf(role));
    if (answer.status !== 200) throw new Error(`${role} could not connect to ${serial}: ${answer.status} ${answer.text}`);
  }

  async leave(role: Role): Promise<void> {
    const serial = ROLE_FIXTURES[role].connectedTo;
    if (serial) await this.patchGateway(serial, { privilegedBy: null });
  }

  /** The control API's view of a gateway: cloud record plus `emulator {privilegedBy, pinLocked, …}`. */
  async gateway(serial: string): Promise<GatewayView> {
    return (await this.qaOk<{ data: GatewayView }>('GET', `/__sim/gateways/${serial}`)).data;
  }

  async patchGateway(serial: string, patch: Record<string, unknown>): Promise<void> {
    await this.qaOk('PATCH', `/__sim/gateways/${serial}`, patch);
  }

  /** The PIN that lifts a PIN lock: the gateway's sticker, as QA reads it from the control API. */
  async factoryPin(serial: string): Promise<string> {
    return (await this.gateway(serial)).emulator.factoryPin;
  }

  /** The local admin password of an emulated gateway: its sticker, from the control API. */
  async localPassword(serial: string): Promise<string> {
    return (await this.gateway(serial)).emulator.localPassword;
  }

  /** An emulated gateway's file as it is on disk (every accepted write is there before its answer). */
  gatewayOnDisk(serial: string): GatewayContents {
    return JSON.parse(readFileSync(join(this.t.dataDir, 'gateways', `${serial}.json`), 'utf8')) as GatewayContents;
  }

  propertyOnDisk(serial: string, device: number, service: string, property: string): unknown {
    const found = this.gatewayOnDisk(serial)
      .devices.find((d) => d.id === device)
      ?.service_list.find((s) => s.name === service)
      ?.property_list.find((p) => p.name === property);
    if (!found) throw new Error(`no ${service}.${property} on device ${device} of ${serial}`);
    return found.value;
  }

  /** Who holds a gateway: its owner and the devices list of everyone it is in (raw data, QA). */
  async ownership(serial: string): Promise<Ownership> {
    const gateway = await this.qaOk<{ userId: string | null }>('GET', `/__db/gateways/${serial}`);
    const users = await this.qaOk<Array<{ id: string; devices: string[] }>>('GET', '/__db/users');
    const holders = users.filter((u) => u.id === gateway.userId || u.devices.includes(serial));
    return { userId: gateway.userId, devices: Object.fromEntries(holders.map((u) => [u.id, u.devices])) };
  }

  /** Gives a gateway back to who held it (raw data, QA): cheaper than a reset, and signs nobody out. */
  async restoreOwnership(serial: string, held: Ownership): Promise<void> {
    await this.qaOk('PATCH', `/__db/gateways/${serial}`, { userId: held.userId });
    for (const [id, devices] of Object.entries(held.devices)) await this.qaOk('PATCH', `/__db/users/${id}`, { devices });
  }

  /** A device reports a value by itself (control API): how cells set and restore property values. */
  async report(serial: string, device: number, service: string, property: string, value: unknown): Promise<void> {
    await this.qaOk('POST', `/__sim/gateways/${serial}/devices/${device}/report`, { service, property, value });
  }

  async stop(): Promise<void> {
    for (const client of this.clients) await client.endAsync(true);
    await this.watcherClient?.endAsync(true);
    await this.t.stop();
  }
}

export interface Ownership {
  userId: string | null;
  /** The devices list of the owner and of each linked user holding the gateway. */
  devices: Record<string, string[]>;
}

export interface GatewayView {
  serialNumber: string;
  name: string;
  userId: string | null;
  emulator: { privilegedBy: string | null; pinLocked: boolean; factoryPin: string; localPassword: string };
}

/** The public ref of a session id (sdk sessionRefOf); an id of another form stands for itself. */
export const refOf = (sessionId: string): string => sessionRefOf(sessionId) ?? sessionId;

/** A topic with the seed accounts' ids written as `{demo}`, `{admin}`, … (readable failure lines). */
function topicLabel(topic: string): string {
  return seedAccounts.reduce((label, account) => label.split(account.userId).join(`{${account.username.split('@')[0]}}`), topic);
}

/** The `name` of an event or request payload, for the recorder's labels. */
function eventName(text: string): string {
  try {
    const name = (JSON.parse(text) as { name?: unknown }).name;
    return typeof name === 'string' ? `"${name}"` : '';
  } catch {
    return '';
  }
}
