import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { MqttClient } from 'mqtt';
import { parseEvent, parseResponse, topics, type GatewayChannel, type TopicScope } from '@homeport/sdk';
import { closedWithin, subscribeCodes } from '../harness/simHarness';
import { demoAccount, familyAccount, otherAccount } from '../../src/seed/accounts';
import type { CellHooks } from './cell';
import { refOf, type MatrixFixture } from './fixture';
import type { SessionRole } from './outcomes';
import { PORTAL_CLIENT, ROLE_FIXTURES, TARGET_SERIAL, type Role } from './roles';

const PRODUCT = 'homeport';
const SERIAL = TARGET_SERIAL;
const DEMO = demoAccount.userId;
const DEMO_SCOPE: TopicScope = { product: PRODUCT, owner: DEMO, serial: SERIAL };
const CHANNELS: GatewayChannel[] = ['ohm', 'osm'];
/** Seed: Hall Dimmer, LevelService.Level 0..100 (docs/simulator.md "HP1000000001"). */
const DIMMER = { device: 2, service: 'LevelService', property: 'Level' } as const;
const SEED_LEVEL = 10;
const WRITTEN_LEVEL = 77;
/** How long a cell waits for something that should come at once before it calls it missing (a fail-safe, never a verdict on speed). */
const FAILSAFE_MS = 5000;

// ---- the topic families (docs/contracts.md "MQTT"), named with placeholders ----

const PLACEHOLDER: TopicScope = { product: PRODUCT, owner: '{owner}', serial: '{serial}' };

/**
 * Every builder of the sdk's `topics`, expanded to the families it makes.
 * Typed over `keyof typeof topics`: a new builder in the sdk does not
 * compile until it is listed here, and then the completeness check asks for
 * its rows.
 */
const FAMILIES_OF: { [K in keyof typeof topics]: () => string[] } = {
  request: () => CHANNELS.map((c) => topics.request(PLACEHOLDER, c)),
  response: () => CHANNELS.map((c) => topics.response(PLACEHOLDER, c)),
  events: () => [topics.events(PLACEHOLDER)],
  userEvents: () => [topics.userEvents(PRODUCT, '{userId}')],
  adminEvents: () => [topics.adminEvents(PRODUCT)],
};

export function topicFamilies(): string[] {
  return Object.values(FAMILIES_OF).flatMap((expand) => expand());
}

const FAMILY = {
  ohmReq: topics.request(PLACEHOLDER, 'ohm'),
  osmReq: topics.request(PLACEHOLDER, 'osm'),
  ohmRes: topics.response(PLACEHOLDER, 'ohm'),
  osmRes: topics.response(PLACEHOLDER, 'osm'),
  evt: topics.events(PLACEHOLDER),
  usr: topics.userEvents(PRODUCT, '{userId}'),
  admin: topics.adminEvents(PRODUCT),
} as const;

// ---- outcomes ----

/**
 * What a role gets on the wire: a CONNACK return code (MQTT 3.1.1 §3.2.2.3),
 * a SUBACK code (0 granted, 0x80 refused, §3.9.3), the gateway's response
 * code (docs/contracts.md: 0 success, -1 privileged mode, others refusals),
 * a publish the broker refused by closing the client with nothing delivered,
 * whether an event reached the role, or which session field an account
 * event carries.
 */
export type MqttOutcome =
  | { kind: 'connack'; codes: number[] }
  | { kind: 'suback'; code: number }
  | { kind: 'response'; code: number | 'nonzero' }
  | { kind: 'disconnected' }
  | { kind: 'delivered'; value: boolean }
  | { kind: 'carries'; fields: string[] };

/** What a cell saw; `note` names anything beside the main answer that breaks the rule. */
export type MqttObserved =
  | { kind: 'connack'; code: number; note?: string }
  | { kind: 'suback'; code: number }
  | { kind: 'response'; code: number; message?: string }
  | { kind: 'disconnected' }
  | { kind: 'published'; disconnected: boolean; delivered: boolean }
  | { kind: 'silence' }
  | { kind: 'delivered'; value: boolean }
  | { kind: 'carries'; fields: string[] };

const hex = (code: number) => `0x${code.toString(16).padStart(2, '0')}`;

export function mqttOutcomeLabel(outcome: MqttOutcome): string {
  switch (outcome.kind) {
    case 'connack':
      return outcome.codes.length === 1 && outcome.codes[0] === 0 ? 'CONNACK 0 (accepted)' : `CONNACK ${outcome.codes.join(' or ')} (refused)`;
    case 'suback':
      return outcome.code === 0x80 ? 'SUBACK 0x80' : `SUBACK ${hex(outcome.code)} (granted)`;
    case 'response':
      return `code ${outcome.code}`;
    case 'disconnected':
      return 'disconnected, nothing delivered';
    case 'delivered':
      return outcome.value ? 'delivered' : 'not delivered';
    case 'carries':
      return `data carries ${outcome.fields.join(', ') || 'no session field'}`;
  }
}

function observedLabel(seen: MqttObserved): string {
  switch (seen.kind) {
    case 'connack':
      return `CONNACK ${seen.code}${seen.code === 0 ? ' (accepted)' : ' (refused)'}${seen.note ? `, ${seen.note}` : ''}`;
    case 'suback':
      return seen.code === 0x80 ? 'SUBACK 0x80' : `SUBACK ${hex(seen.code)} (granted)`;
    case 'response':
      return `code ${seen.code}${seen.message ? ` (${seen.message})` : ''}`;
    case 'disconnected':
      return 'disconnected, nothing delivered';
    case 'published':
      return `${seen.disconnected ? 'disconnected' : 'not disconnected'}, ${seen.delivered ? 'delivered to an admin watching homeport/#' : 'nothing delivered'}`;
    case 'silence':
      return 'no answer and no disconnect';
    case 'delivered':
      return seen.value ? 'delivered' : 'not delivered';
    case 'carries':
      return `data carries ${seen.fields.join(', ') || 'no session field'}`;
  }
}

function satisfies(outcome: MqttOutcome, seen: MqttObserved): boolean {
  switch (outcome.kind) {
    case 'connack':
      return seen.kind === 'connack' && outcome.codes.includes(seen.code) && !seen.note;
    case 'suback':
      return seen.kind === 'suback' && seen.code === outcome.code;
    case 'response':
      return seen.kind === 'response' && (outcome.code === 'nonzero' ? seen.code !== 0 : seen.code === outcome.code);
    case 'disconnected':
      return seen.kind === 'disconnected';
    case 'delivered':
      return seen.kind === 'delivered' && seen.value === outcome.value;
    case 'carries':
      return seen.kind === 'carries' && JSON.stringify(seen.fields) === JSON.stringify(outcome.fields);
  }
}

/** Asserts a cell's verdict, naming what was seen instead when it differs. */
export function expectMqtt(outcome: MqttOutcome, seen: MqttObserved): void {
  expect.soft(satisfies(outcome, seen) ? mqttOutcomeLabel(outcome) : observedLabel(seen)).toBe(mqttOutcomeLabel(outcome));
}

/** An outcome that lets the call through, so an observed state must show its effect (else stay unchanged). */
export const mqttAllowed = (outcome: MqttOutcome): boolean =>
  (outcome.kind === 'response' && outcome.code === 0) || (outcome.kind === 'connack' && outcome.codes.includes(0)) || (outcome.kind === 'suback' && outcome.code !== 0x80);

const NO_CONNECT: MqttOutcome = { kind: 'connack', codes: [4, 5] };
const CONNECTED: MqttOutcome = { kind: 'connack', codes: [0] };
const GRANTED: MqttOutcome = { kind: 'suback', code: 0 };
const DENIED: MqttOutcome = { kind: 'suback', code: 0x80 };
const CODE_0: MqttOutcome = { kind: 'response', code: 0 };
const DISCONNECTED: MqttOutcome = { kind: 'disconnected' };

/** Without cloud credentials (anon, the QA token, a LAN session) the CONNECT is refused (docs/contracts.md: 4 or 5). */
const mqttRoles = (signedIn: Record<SessionRole, MqttOutcome>): Record<Role, MqttOutcome> => ({ anon: NO_CONNECT, qa: NO_CONNECT, local: NO_CONNECT, ...signedIn });
const allSignedIn = (outcome: MqttOutcome) => mqttRoles({ owner: outcome, linked: outcome, stranger: outcome, viewer: outcome, support: outcome, supportConnected: outcome });

/** docs/contracts.md "MQTT": any topic of a gateway the user reaches; admins any gateway. */
const gatewaySubscribe = mqttRoles({ owner: GRANTED, linked: GRANTED, stranger: DENIED, viewer: GRANTED, support: GRANTED, supportConnected: GRANTED });
/** docs/contracts.md "MQTT": wildcards in the owner or serial level and the admin topic are admins'. */
const adminsSubscribe = mqttRoles({ owner: DENIED, linked: DENIED, stranger: DENIED, viewer: GRANTED, support: GRANTED, supportConnected: GRANTED });
/** spec 1 §6: reading a gateway is everyone's who reaches it, admins included. */
const gatewayReadRequest = mqttRoles({ owner: CODE_0, linked: CODE_0, stranger: DISCONNECTED, viewer: CODE_0, support: CODE_0, supportConnected: CODE_0 });
/** spec 1 §6: property control is a write: the gateway's users and admin-support; the read-only admin gets a refusal code. */
const gatewayWriteRequest = mqttRoles({
  owner: CODE_0,
  linked: CODE_0,
  stranger: DISCONNECTED,
  viewer: { kind: 'response', code: 'nonzero' },
  support: CODE_0,
  supportConnected: CODE_0,
});
/** docs/contracts.md "MQTT": only the fleet and the cloud publish responses and events. */
const fleetOnly = allSignedIn(DISCONNECTED);

// ---- rows ----

export type MqttAction = 'CONNECT' | 'SUBSCRIBE' | 'PUBLISH' | 'DELIVER';

/**
 * One row of the MQTT matrix. Family rows name every role; a scenario row
 * (identity, takeover, access removed, account events) names the roles the
 * scenario is about.
 */
export interface MqttRow<T = unknown> extends CellHooks<T> {
  /** A family of topicFamilies(), or CONNECT. */
  family: string;
  action: MqttAction;
  variant?: string;
  why: string;
  expect: Partial<Record<Role, MqttOutcome>>;
  run(fx: MatrixFixture, role: Role): Promise<MqttObserved>;
}

const mqttRow = <T>(r: MqttRow<T>): MqttRow => r as MqttRow;

export const mqttRowTitle = (r: Pick<MqttRow, 'action' | 'family' | 'variant'>): string =>
  `${r.action}${r.family === 'CONNECT' ? '' : ` ${r.family}`}${r.variant ? ` (${r.variant})` : ''}`;

/** The user id a role puts in `sender`: its own (the portal does). */
const senderOf = (fx: MatrixFixture, role: Role) => (ROLE_FIXTURES[role].account ? fx.userId(role) : 'nobody');

/** Runs `body` with a fresh client of the role; a refused CONNECT is the cell's answer. */
async function withClient(fx: MatrixFixture, role: Role, body: (client: MqttClient) => Promise<MqttObserved>, clientId?: string): Promise<MqttObserved> {
  const connection = await fx.mqtt(role, clientId ? { clientId } : {});
  if (!connection.client) return { kind: 'connack', code: connection.refused };
  try {
    return await body(connection.client);
  } finally {
    await fx.endClient(connection.client);
  }
}

const subscribeAs = (fx: MatrixFixture, role: Role, filter: (fx: MatrixFixture, role: Role) => string) =>
  withClient(fx, role, async (client) => ({ kind: 'suback', code: (await subscribeCodes(client, [filter(fx, role)]))[0] ?? -1 }));

/**
 * Publishes a request on demo's gateway and waits for its response, or for
 * the broker to close the client (a refused publish).
 */
async function ask(client: MqttClient, channel: GatewayChannel, name: string, params: Record<string, unknown>, sender: string): Promise<MqttObserved> {
  const responseTopic = topics.response(DEMO_SCOPE, channel);
  // A stranger's SUBACK here is 0x80; the publish below is what the cell is about.
  await subscribeCodes(client, [responseTopic]);
  const uid = randomUUID();
  return new Promise<MqttObserved>((resolve) => {
    const timer = setTimeout(() => finish({ kind: 'silence' }), FAILSAFE_MS);
    const onMessage = (topic: string, payload: Buffer) => {
      const response = topic === responseTopic ? parseResponse(payload) : null;
      if (response?.uid === uid) finish({ kind: 'response', code: response.code, ...(response.message ? { message: response.message } : {}) });
    };
    const onClose = () => finish({ kind: 'disconnected' });
    function finish(seen: MqttObserved) {
      clearTimeout(timer);
      client.off('message', onMessage);
      client.off('close', onClose);
      resolve(seen);
    }
    client.on('message', onMessage);
    client.once('close', onClose);
    client.publish(topics.request(DEMO_SCOPE, channel), JSON.stringify({ uid, sender, name, params, type: 'command' }));
  });
}

const askAs = (channel: GatewayChannel, name: string, params: Record<string, unknown>, sender?: (fx: MatrixFixture, role: Role) => string) => (fx: MatrixFixture, role: Role) =>
  withClient(fx, role, (client) => ask(client, channel, name, params, sender ? sender(fx, role) : senderOf(fx, role)));

/**
 * Publishes a forged message where only the fleet or the cloud may; the
 * broker must close the client, and nobody (not even an admin on
 * `homeport/#`) may receive it.
 */
const forgeAs = (topic: (fx: MatrixFixture, role: Role) => string) => (fx: MatrixFixture, role: Role) =>
  withClient(fx, role, async (client) => {
    const marker = `matrix-forged-${randomUUID()}`;
    const closed = closedWithin(client, FAILSAFE_MS);
    client.publish(topic(fx, role), JSON.stringify({ uid: marker, code: 0, name: 'matrix_forged', data: { marker }, ts: 0 }));
    const disconnected = await closed;
    const delivered = await fx.watcherSaw(marker);
    return disconnected && !delivered ? { kind: 'disconnected' } : { kind: 'published', disconnected, delivered };
  });

const dimmerLevel = (fx: MatrixFixture) => fx.propertyOnDisk(SERIAL, DIMMER.device, DIMMER.service, DIMMER.property);
const resetDimmer = (fx: MatrixFixture) => fx.report(SERIAL, DIMMER.device, DIMMER.service, DIMMER.property, SEED_LEVEL);
const writeDimmer = { device: DIMMER.device, service: DIMMER.service, property: DIMMER.property, value: WRITTEN_LEVEL };
const readDimmer = { device: DIMMER.device, service: DIMMER.service, property: DIMMER.property };

/** Another user's `usr` topic: demo's for everyone but demo, other's for demo. */
const anotherUsersTopic = (fx: MatrixFixture, role: Role) => topics.userEvents(PRODUCT, ROLE_FIXTURES[role].account && fx.userId(role) === DEMO ? otherAccount.userId : DEMO);
const ownUserTopic = (fx: MatrixFixture, role: Role) => topics.userEvents(PRODUCT, ROLE_FIXTURES[role].account ? fx.userId(role) : 'nobody');

/** Waits until `client` receives an event on `topic` satisfying `match`, or closes; fail-safe after FAILSAFE_MS. */
function nextOn(client: MqttClient, topic: string, match: (name: string, data: unknown) => boolean): Promise<{ name: string; data: unknown } | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), FAILSAFE_MS);
    const onMessage = (t: string, payload: Buffer) => {
      const event = t === topic ? parseEvent(payload) : null;
      if (event && match(event.name, event.data)) finish({ name: event.name, data: event.data });
    };
    const onClose = () => finish(null);
    function finish(value: { name: string; data: unknown } | null) {
      clearTimeout(timer);
      client.off('message', onMessage);
      client.off('close', onClose);
      resolve(value);
    }
    client.on('message', onMessage);
    client.once('close', onClose);
  });
}

/** The session fields of an account event's data (spec 1 §4.1; DESIGN.md: never a session id). */
const sessionFields = (data: unknown): string[] =>
  typeof data === 'object' && data !== null
    ? Object.keys(data)
        .filter((k) => k === 'sessionId' || k === 'sessionRef')
        .sort()
    : [];

/** Demo's account event caused by `trigger`, as demo's own client receives it. */
const accountEvent = (name: string, trigger: (fx: MatrixFixture) => Promise<unknown>) => (fx: MatrixFixture, role: Role) =>
  withClient(fx, role, async (client) => {
    const topic = topics.userEvents(PRODUCT, DEMO);
    await subscribeCodes(client, [topic]);
    const next = nextOn(client, topic, (n) => n === name);
    await trigger(fx);
    const event = await next;
    return event ? { kind: 'carries', fields: sessionFields(event.data) } : { kind: 'silence' };
  });

export const MQTT_ROWS: MqttRow[] = [
  // ---- CONNECT ----
  mqttRow({
    family: 'CONNECT',
    action: 'CONNECT',
    variant: 'own credentials',
    why: 'docs/contracts.md "MQTT": username = userId, password = a live sessionId; anything else 4 (or 5 for an ended session)',
    expect: allSignedIn(CONNECTED),
    run: (fx, role) => withClient(fx, role, async () => ({ kind: 'connack', code: 0 })),
  }),
  mqttRow({
    family: 'CONNECT',
    action: 'CONNECT',
    variant: "the clientId of owner's connected client",
    why: 'DESIGN.md "Access control": identity is the connection’s; a client id is not a credential to take over another user’s connection (MQTT 3.1.1 CONNACK 2, identifier rejected)',
    expect: { stranger: { kind: 'connack', codes: [2] }, owner: CONNECTED },
    run: async (fx, role) => {
      const clientId = `matrix-owner-${randomUUID()}`;
      const first = await fx.mqtt('owner', { clientId });
      if (!first.client) throw new Error(`owner could not connect: CONNACK ${first.refused}`);
      try {
        const seen = await withClient(fx, role, async () => ({ kind: 'connack', code: 0 }), clientId);
        // A stranger's attempt must leave the owner's connection as it was; the owner replacing its own is MQTT's session takeover.
        if (role !== 'owner' && seen.kind === 'connack') {
          const answer = first.client.connected ? await ask(first.client, 'osm', 'ping', {}, DEMO) : { kind: 'disconnected' as const };
          if (answer.kind !== 'response' || answer.code !== 0) return { ...seen, note: "owner's client was dropped" };
        }
        return seen;
      } finally {
        await fx.endClient(first.client);
      }
    },
  }),

  // ---- SUBSCRIBE ----
  ...(
    [
      [FAMILY.evt, topics.events(DEMO_SCOPE)],
      [FAMILY.ohmRes, topics.response(DEMO_SCOPE, 'ohm')],
      [FAMILY.osmRes, topics.response(DEMO_SCOPE, 'osm')],
      [FAMILY.ohmReq, topics.request(DEMO_SCOPE, 'ohm')],
      [FAMILY.osmReq, topics.request(DEMO_SCOPE, 'osm')],
    ] as const
  ).map(([family, filter]) =>
    mqttRow({
      family,
      action: 'SUBSCRIBE',
      variant: "demo's gateway",
      why: 'docs/contracts.md "MQTT": any topic of a gateway the user reaches; admins any',
      expect: gatewaySubscribe,
      run: (fx, role) => subscribeAs(fx, role, () => filter),
    }),
  ),
  mqttRow({
    family: FAMILY.evt,
    action: 'SUBSCRIBE',
    variant: "demo's gateway, #",
    why: 'docs/simulator.md "Users may subscribe": `#` under a gateway the user reaches (QA with mosquitto_sub)',
    expect: gatewaySubscribe,
    run: (fx, role) => subscribeAs(fx, role, () => `${PRODUCT}/${DEMO}/gtw/${SERIAL}/#`),
  }),
  mqttRow({
    family: FAMILY.evt,
    action: 'SUBSCRIBE',
    variant: 'homeport/+/gtw/+/evt',
    why: 'docs/contracts.md "MQTT": wildcards in the owner or serial level are refused for users; admins any',
    expect: adminsSubscribe,
    run: (fx, role) => subscribeAs(fx, role, () => `${PRODUCT}/+/gtw/+/evt`),
  }),
  mqttRow({
    family: FAMILY.usr,
    action: 'SUBSCRIBE',
    variant: 'own',
    why: 'spec 1 §4.1: every session subscribes to its own account events',
    expect: allSignedIn(GRANTED),
    run: (fx, role) => subscribeAs(fx, role, ownUserTopic),
  }),
  mqttRow({
    family: FAMILY.usr,
    action: 'SUBSCRIBE',
    variant: "another user's",
    why: 'docs/contracts.md "MQTT": a user reaches only its own usr topic; admins subscribe anything under homeport/',
    expect: adminsSubscribe,
    run: (fx, role) => subscribeAs(fx, role, anotherUsersTopic),
  }),
  mqttRow({
    family: FAMILY.admin,
    action: 'SUBSCRIBE',
    why: 'spec 1 §6: an unconnected admin subscribes to admin alarm events; admins only',
    expect: adminsSubscribe,
    run: (fx, role) => subscribeAs(fx, role, () => topics.adminEvents(PRODUCT)),
  }),

  // ---- PUBLISH requests ----
  mqttRow({
    family: FAMILY.ohmReq,
    action: 'PUBLISH',
    variant: 'get_service_property_value, a read',
    why: 'spec 1 §6, docs/contracts.md "MQTT": a gateway the user reaches, admins any; elsewhere the broker disconnects',
    expect: gatewayReadRequest,
    run: askAs('ohm', 'get_service_property_value', readDimmer),
  }),
  mqttRow({
    family: FAMILY.osmReq,
    action: 'PUBLISH',
    variant: 'getPlatformInfo, a read',
    why: 'spec 1 §6, docs/contracts.md "MQTT"',
    expect: gatewayReadRequest,
    run: askAs('osm', 'getPlatformInfo', {}),
  }),
  mqttRow<unknown>({
    family: FAMILY.ohmReq,
    action: 'PUBLISH',
    variant: 'set_service_property_value, a write',
    why: 'spec 1 §6: property control is for the gateway’s users and admin-support only; the emulator answers the read-only admin code 6',
    expect: gatewayWriteRequest,
    prepare: resetDimmer,
    run: askAs('ohm', 'set_service_property_value', writeDimmer),
    observe: dimmerLevel,
    effect: (after) => expect(after, 'Level').toBe(WRITTEN_LEVEL),
    restore: resetDimmer,
  }),
  mqttRow<unknown>({
    family: FAMILY.ohmReq,
    action: 'PUBLISH',
    variant: 'set_service_property_value while another party holds privileged mode',
    why: 'DESIGN.md "Access control": identity is the connection’s, never the payload’s `sender`; spec 1 §8 -1 "Privileged mode is active"',
    expect: { linked: { kind: 'response', code: -1 }, owner: { kind: 'response', code: -1 }, supportConnected: CODE_0 },
    // linked: demo holds it and linked signs as demo; owner: the admin holds it; supportConnected holds it itself.
    prepare: async (fx, role) => {
      await resetDimmer(fx);
      if (role === 'linked') await fx.patchGateway(SERIAL, { privilegedBy: `${DEMO}:${PORTAL_CLIENT}` });
      if (role === 'owner') await fx.enter('supportConnected');
    },
    run: askAs('ohm', 'set_service_property_value', writeDimmer, (fx, role) => (role === 'linked' ? DEMO : senderOf(fx, role))),
    observe: dimmerLevel,
    effect: (after) => expect(after, 'Level').toBe(WRITTEN_LEVEL),
    restore: async (fx) => {
      await fx.patchGateway(SERIAL, { privilegedBy: null });
      await resetDimmer(fx);
    },
  }),

  // ---- PUBLISH where only the fleet and the cloud speak ----
  mqttRow({
    family: FAMILY.ohmRes,
    action: 'PUBLISH',
    variant: "demo's gateway",
    why: 'docs/contracts.md "MQTT": only the fleet publishes responses; the broker disconnects anyone else',
    expect: fleetOnly,
    run: forgeAs(() => topics.response(DEMO_SCOPE, 'ohm')),
  }),
  mqttRow({
    family: FAMILY.osmRes,
    action: 'PUBLISH',
    variant: "demo's gateway",
    why: 'docs/contracts.md "MQTT": only the fleet publishes responses',
    expect: fleetOnly,
    run: forgeAs(() => topics.response(DEMO_SCOPE, 'osm')),
  }),
  mqttRow({
    family: FAMILY.evt,
    action: 'PUBLISH',
    variant: "demo's gateway",
    why: 'docs/contracts.md "MQTT": only the fleet and the cloud publish events',
    expect: fleetOnly,
    run: forgeAs(() => topics.events(DEMO_SCOPE)),
  }),
  mqttRow({
    family: FAMILY.usr,
    action: 'PUBLISH',
    variant: 'own',
    why: 'docs/simulator.md "Users publish only requests": account events are the cloud’s (a forged logout_user would end sessions)',
    expect: fleetOnly,
    run: forgeAs(ownUserTopic),
  }),
  mqttRow({
    family: FAMILY.admin,
    action: 'PUBLISH',
    why: 'docs/contracts.md "MQTT": admin events are the cloud’s',
    expect: fleetOnly,
    run: forgeAs(() => topics.adminEvents(PRODUCT)),
  }),

  // ---- DELIVER: who receives what ----
  mqttRow({
    family: FAMILY.evt,
    action: 'DELIVER',
    variant: "demo's gateway event after linked's link is removed",
    why: 'spec 1 §6: a secondary account reaches a gateway only while linked; an existing subscription must not outlive the access (an admin still receives)',
    expect: { linked: { kind: 'delivered', value: false }, support: { kind: 'delivered', value: true } },
    run: (fx, role) =>
      withClient(fx, role, async (client) => {
        const account = ROLE_FIXTURES[role].account!;
        const evt = topics.events(DEMO_SCOPE);
        const usr = topics.userEvents(PRODUCT, account.userId);
        const received: string[] = [];
        client.on('message', (topic, payload) => {
          if (topic === evt) received.push(payload.toString('utf8'));
        });
        await subscribeCodes(client, [evt, usr]);
        // QA removes the link: the gateway leaves linked's devices (the list the cloud keeps for linked accounts).
        const linkedDevices = (await fx.qaOk<{ devices: string[] }>('GET', `/__db/users/${familyAccount.userId}`)).devices;
        await fx.qaOk('PATCH', `/__db/users/${familyAccount.userId}`, { devices: linkedDevices.filter((s) => s !== SERIAL) });
        try {
          const marker = `matrix-after-unlink-${randomUUID()}`;
          await fx.qaOk('POST', `/__sim/gateways/${SERIAL}/events`, { name: 'matrix_after_unlink', data: { marker } });
          // Barrier: the cloud's next message to this connection (login_user of a fresh login) arrives after the event.
          const barrier = nextOn(client, usr, (name) => name === 'login_user');
          await fx.login(account, `a barrier login of ${role}`);
          await barrier;
          return { kind: 'delivered', value: received.some((text) => text.includes(marker)) };
        } finally {
          await fx.qaOk('PATCH', `/__db/users/${familyAccount.userId}`, { devices: linkedDevices });
        }
      }),
  }),
  mqttRow({
    family: FAMILY.osmReq,
    action: 'DELIVER',
    variant: "a request on demo's gateway, to a client on its #",
    why: 'docs/decisions.md "Requests reach their gateway only": a request may carry a secret (a Wi-Fi or gateway password); no user or admin receives one, its own sender included',
    expect: {
      owner: { kind: 'delivered', value: false },
      linked: { kind: 'delivered', value: false },
      viewer: { kind: 'delivered', value: false },
      support: { kind: 'delivered', value: false },
    },
    run: (fx, role) =>
      withClient(fx, role, async (client) => {
        const marker = `matrix-request-${randomUUID()}`;
        const received: string[] = [];
        client.on('message', (_topic, payload) => received.push(payload.toString('utf8')));
        await subscribeCodes(client, [`${PRODUCT}/${DEMO}/gtw/${SERIAL}/#`]);
        // Its answer is the barrier: the broker delivers in order, so the request, had it been delivered, came first.
        const answer = await ask(client, 'osm', 'ping', { marker }, senderOf(fx, role));
        if (answer.kind !== 'response') return answer;
        return { kind: 'delivered', value: received.some((text) => text.includes(marker) && !text.includes('"code"')) };
      }),
  }),
  mqttRow({
    family: FAMILY.usr,
    action: 'DELIVER',
    variant: 'login_user',
    why: 'DESIGN.md "Access control": account events name a session by sessionRef, never its id',
    expect: { owner: { kind: 'carries', fields: ['sessionRef'] } },
    run: accountEvent('login_user', (fx) => fx.login(demoAccount, 'a login_user trigger (demo)')),
  }),
  mqttRow({
    family: FAMILY.usr,
    action: 'DELIVER',
    variant: 'logout_user',
    why: 'DESIGN.md "Access control": account events name a session by sessionRef, never its id',
    expect: { owner: { kind: 'carries', fields: ['sessionRef'] } },
    prepare: async (fx) => void (await fx.spare('owner')),
    run: accountEvent('logout_user', (fx) => fx.call('owner', { method: 'POST', path: '/api/auth/logoutAll', body: {} })),
  }),
  mqttRow({
    family: FAMILY.usr,
    action: 'DELIVER',
    variant: 'client_expire_session',
    why: 'DESIGN.md "Access control": account events name a session by sessionRef, never its id',
    expect: { owner: { kind: 'carries', fields: ['sessionRef'] } },
    run: accountEvent('client_expire_session', async (fx) => fx.qaOk('POST', `/__sim/sessions/${refOf((await fx.spare('owner')).sessionId)}/expire`)),
  }),
];
