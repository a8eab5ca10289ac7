import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics, type LoginResult } from '@homeport/sdk';
import { adminAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount, familyAccount, otherAccount, OTHER_SERIALS, viewerAccount } from '../seed/accounts';
import {
  api,
  closedWithin,
  connackCode,
  connectMqtt,
  control,
  loginAs,
  nextEvent,
  request,
  scopeOf,
  startTestSim,
  subscribeCodes,
  type TestSim,
} from '../../test/harness/simHarness';

let t: TestSim;
let demo: LoginResult;
let other: LoginResult;
beforeAll(async () => {
  // QA's raw edits through /api/__db stand in for an access change nothing announces.
  t = await startTestSim({ dbWritable: true });
  demo = await loginAs(t.sim, demoAccount);
  other = await loginAs(t.sim, otherAccount);
});
afterAll(() => t.stop());

const demoScope = () => scopeOf(demo.userId, DEMO_ONLINE_SERIAL);

describe('CONNECT', () => {
  it('accepts a live session over TCP and over WebSocket, and both reach the gateway', async () => {
    for (const url of [t.sim.mqttTcpUrl, t.sim.wsUrl]) {
      const client = await connectMqtt(url, demo);
      try {
        expect(await request(client, demoScope(), 'ping', {}, { channel: 'osm' }), url).toMatchObject({ code: 0, data: { pong: true } });
      } finally {
        await client.endAsync(true);
      }
    }
  });

  it('refuses unknown credentials with return code 4 and an ended session with 5', async () => {
    expect(await connackCode(t.sim.mqttTcpUrl, demo.userId, 'no-such-session')).toBe(4);
    expect(await connackCode(t.sim.mqttTcpUrl, other.userId, demo.sessionId)).toBe(4);
    expect(await connackCode(t.sim.mqttTcpUrl, '__homeport_internal__', 'guess')).toBe(4);
    const ended = await loginAs(t.sim, demoAccount);
    await api(t.sim, 'GET', '/auth/logout', { sessionId: ended.sessionId });
    expect(await connackCode(t.sim.mqttTcpUrl, ended.userId, ended.sessionId)).toBe(5);
    expect(await connackCode(t.sim.wsUrl, ended.userId, ended.sessionId)).toBe(5);
  });
});

describe('topic ACL', () => {
  it('grants a user their gateway’s res and evt topics and their own usr topic', async () => {
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      const s = demoScope();
      const granted = await subscribeCodes(client, [topics.events(s), topics.response(s, 'ohm'), topics.response(s, 'osm'), topics.userEvents('homeport', demo.userId)]);
      expect(granted).toEqual([0, 0, 0, 0]);
    } finally {
      await client.endAsync(true);
    }
  });

  it('refuses with 0x80 another user’s gateway, wildcards and admin topics, and grants all of its own gateway', async () => {
    const client = await connectMqtt(t.sim.mqttTcpUrl, other);
    try {
      const s = demoScope();
      const own = scopeOf(other.userId, OTHER_SERIALS[0]!);
      const filters = [
        topics.events(s),
        topics.response(s),
        `homeport/${other.userId}/gtw/${DEMO_ONLINE_SERIAL}/evt`,
        'homeport/+/gtw/+/evt',
        '#',
        topics.adminEvents('homeport'),
        topics.userEvents('homeport', demo.userId),
      ];
      expect(await subscribeCodes(client, filters)).toEqual(filters.map(() => 0x80));
      // Everything of its own gateway is granted, `#` included.
      expect(await subscribeCodes(client, [topics.request(own), `homeport/${other.userId}/gtw/${OTHER_SERIALS[0]}/#`])).toEqual([0, 0]);
      // The refusals did not cost the client its connection or its own gateway.
      expect(await request(client, own, 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
    } finally {
      await client.endAsync(true);
    }
  });

  it('disconnects a user who publishes a request to another user’s gateway, unanswered', async () => {
    const watcher = await connectMqtt(t.sim.mqttTcpUrl, demo);
    const intruder = await connectMqtt(t.sim.mqttTcpUrl, other);
    try {
      await subscribeCodes(watcher, [topics.response(demoScope())]);
      let answered = false;
      watcher.on('message', () => (answered = true));
      intruder.publish(topics.request(demoScope()), JSON.stringify({ uid: 'x1', sender: other.userId, name: 'ping', params: {}, type: 'query' }));
      expect(await closedWithin(intruder)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered).toBe(false);
    } finally {
      await intruder.endAsync(true);
      await watcher.endAsync(true);
    }
  });

  it('disconnects a user who publishes on a response or event topic (only the fleet may)', async () => {
    for (const topic of [topics.events(demoScope()), topics.response(demoScope()), topics.adminEvents('homeport')]) {
      const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
      client.publish(topic, JSON.stringify({ name: 'fake', data: null, ts: 0 }));
      expect(await closedWithin(client), topic).toBe(true);
      await client.endAsync(true);
    }
  });

  it('admits a linked account to its master’s gateway', async () => {
    const family = await loginAs(t.sim, familyAccount);
    const client = await connectMqtt(t.sim.wsUrl, family);
    try {
      expect(await request(client, demoScope(), 'get_privileged_mode', {}, { channel: 'osm' })).toMatchObject({ code: 0, data: { active: false } });
    } finally {
      await client.endAsync(true);
    }
  });

  it('lets an admin reach any gateway, wildcards and the admin topic', async () => {
    const admin = await loginAs(t.sim, adminAccount);
    const client = await connectMqtt(t.sim.mqttTcpUrl, admin);
    try {
      expect(await subscribeCodes(client, ['homeport/+/gtw/+/evt', topics.adminEvents('homeport')])).toEqual([0, 0]);
      const event = nextEvent(client, topics.adminEvents('homeport'), (e) => e.name === 'gateway_updated');
      await api(t.sim, 'PATCH', `/__sim/gateways/${OTHER_SERIALS[0]}`, { body: { name: 'Renamed by QA' } });
      expect((await event)?.data).toEqual({ serialNumber: OTHER_SERIALS[0], changes: { name: 'Renamed by QA' } });
      expect(await request(client, scopeOf(other.userId, OTHER_SERIALS[0]!), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
    } finally {
      await client.endAsync(true);
    }
  });
});

describe('logout', () => {
  it('disconnects the session’s clients at once, and only them', async () => {
    const session = await loginAs(t.sim, demoAccount);
    const tcp = await connectMqtt(t.sim.mqttTcpUrl, session);
    const ws = await connectMqtt(t.sim.wsUrl, session);
    const bystander = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      await api(t.sim, 'GET', '/auth/logout', { sessionId: session.sessionId });
      expect(await closedWithin(tcp)).toBe(true);
      expect(await closedWithin(ws)).toBe(true);
      expect(bystander.connected).toBe(true);
    } finally {
      await Promise.all([tcp, ws, bystander].map((c) => c.endAsync(true)));
    }
  });
});

describe('identity is the connection’s', () => {
  const switchState = { device: 1, service: 'SwitchService', property: 'State' };
  const readSwitch = async (client: Awaited<ReturnType<typeof connectMqtt>>) =>
    (await request(client, demoScope(), 'get_service_property_value', switchState))?.data as { value: unknown } | undefined;

  it('refuses a client id held by another user (CONNACK 2) and keeps its holder; the same user may take it over', async () => {
    const holder = await connectMqtt(t.sim.mqttTcpUrl, demo, { clientId: 'shared-client-id' });
    try {
      const refused = await connectMqtt(t.sim.mqttTcpUrl, other, { clientId: 'shared-client-id' }).then(
        async (c) => {
          await c.endAsync(true);
          return 0;
        },
        (error: { code?: number }) => error.code,
      );
      expect(refused).toBe(2);
      expect(holder.connected).toBe(true);
      expect(await request(holder, demoScope(), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
      const again = await connectMqtt(t.sim.mqttTcpUrl, demo, { clientId: 'shared-client-id' });
      expect(await closedWithin(holder)).toBe(true);
      await again.endAsync(true);
    } finally {
      await holder.endAsync(true);
    }
  });

  it('takes the request’s sender from the connection: a linked account naming the owner is still refused -1 while the owner holds privileged mode', async () => {
    const family = await loginAs(t.sim, familyAccount);
    const client = await connectMqtt(t.sim.mqttTcpUrl, family);
    expect((await api(t.sim, 'POST', `/udm/device/${DEMO_ONLINE_SERIAL}/privilegeMode/activate`, { sessionId: demo.sessionId, body: {} })).status).toBe(200);
    try {
      const before = await readSwitch(client);
      const answer = await request(client, demoScope(), 'set_service_property_value', { ...switchState, value: !before?.value }, { sender: demo.userId });
      expect(answer).toMatchObject({ code: -1, message: 'Privileged mode is active' });
      expect(await readSwitch(client)).toEqual(before);
    } finally {
      await api(t.sim, 'POST', `/udm/device/${DEMO_ONLINE_SERIAL}/privilegeMode/deactivate`, { sessionId: demo.sessionId, body: {} });
      await client.endAsync(true);
    }
  });

  it('lets a read-only admin read a gateway but answers its writes 6 and changes nothing (spec 1 §6)', async () => {
    const viewer = await loginAs(t.sim, viewerAccount);
    const client = await connectMqtt(t.sim.mqttTcpUrl, viewer);
    try {
      const before = await readSwitch(client);
      expect(before).toHaveProperty('value');
      const answer = await request(client, demoScope(), 'set_service_property_value', { ...switchState, value: !before?.value });
      expect(answer).toMatchObject({ code: 6, message: 'Your role does not allow this' });
      expect(await readSwitch(client)).toEqual(before);
    } finally {
      await client.endAsync(true);
    }
  });
});

describe('access that ends (last: it changes accounts, then restores the seed)', () => {
  it('delivers nothing more on a subscription whose access is gone, whatever changed it', async () => {
    const family = await loginAs(t.sim, familyAccount);
    const linked = await connectMqtt(t.sim.mqttTcpUrl, family);
    const owner = await connectMqtt(t.sim.mqttTcpUrl, demo);
    const topic = topics.events(demoScope());
    try {
      expect(await subscribeCodes(linked, [topic])).toEqual([0]);
      expect(await subscribeCodes(owner, [topic])).toEqual([0]);
      const seen: string[] = [];
      linked.on('message', (name) => seen.push(name));
      // QA edits the raw record: the link is gone and nothing else is told.
      expect((await api(t.sim, 'PATCH', `/__db/users/${familyAccount.userId}`, { body: { devices: [] } })).status).toBe(200);
      const heard = nextEvent(owner, topic, (e) => e.name === 'qa_probe');
      expect((await control(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/events`, { name: 'qa_probe', data: {} })).status).toBe(200);
      expect(await heard).not.toBeNull();
      expect(seen).toEqual([]);
    } finally {
      await Promise.all([linked.endAsync(true), owner.endAsync(true)]);
      await control(t.sim, 'POST', '/reset');
    }
  });

  it('drops the subscriptions an unassigned gateway no longer allows', async () => {
    demo = await loginAs(t.sim, demoAccount);
    const family = await loginAs(t.sim, familyAccount);
    const linked = await connectMqtt(t.sim.mqttTcpUrl, family);
    try {
      expect(await subscribeCodes(linked, [topics.events(scopeOf(demo.userId, DEMO_OFFLINE_SERIAL)), `homeport/${demo.userId}/gtw/${DEMO_OFFLINE_SERIAL}/#`])).toEqual([0, 0]);
      const dropped = t.logs.length;
      expect((await control(t.sim, 'DELETE', `/gateways/${DEMO_OFFLINE_SERIAL}/owner`)).status).toBe(200);
      expect(t.logs.slice(dropped)).toContain('mqtt: 2 subscriptions dropped after an access change');
      expect(linked.connected).toBe(true);
    } finally {
      await linked.endAsync(true);
      await control(t.sim, 'POST', '/reset');
    }
  });
});
