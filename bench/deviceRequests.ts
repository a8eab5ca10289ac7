// Device-property requests through the sdk's GatewayLink to the emulated
// gateway and back, interleaved with the same request/response written by hand
// with raw mqtt.js through the same broker; the ratio sdk/raw is the sdk's
// cost. Two cases: the gateway watched (its topics subscribed before), and not
// watched (the link subscribes to the responses itself). Each against the
// broker in this process and in another process, both over TCP.
// BENCH_REQUESTS sets the number of requests of each kind (default 1000, made even).
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { GatewayLink, RestClient, parseResponse, topics, type Device, type LoginResult } from '@homeport/sdk';
import type { Simulator } from '@homeport/simulator';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { startSimProcess } from '@homeport/test-support/sim-process';
import { fmt, summarize, timeInterleaved, type Summary } from './stats';

const COUNT = Math.max(2, Math.round(Number(process.env.BENCH_REQUESTS ?? 1000) / 2) * 2);
const PRODUCT = 'homeport';
/** The goal for both cases, at p50 and p99. */
const GOAL_RATIO = 1.2;

interface Broker {
  httpUrl: string;
  mqttTcpUrl: string;
}

export async function benchDeviceRequests(sim: Simulator): Promise<void> {
  console.log(`  broker in this process (${sim.mqttTcpUrl})`);
  await benchBroker(sim);
  const other = await startSimProcess();
  try {
    console.log(`  broker in another process (${other.mqttTcpUrl})`);
    await benchBroker(other);
  } finally {
    await other.stop();
  }
}

async function benchBroker(broker: Broker): Promise<void> {
  const session = await new RestClient({ apiBase: `${broker.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
  const scope = { owner: session.userId, serial: DEMO_ONLINE };
  const params = await dimmerProperty(broker, session, scope);
  const raw = await RawRequester.connect(broker, session, scope);
  try {
    for (const watched of [true, false]) {
      // Both clients subscribe to the same response topic, so each response
      // reaches both, in the order they subscribed: the second one always
      // waits while this process parses the first one's copy. Half the runs
      // with each order, so that neither side pays for it alone.
      await raw.subscribe();
      const link = connectLink(broker, session);
      await link.ready();
      if (watched) link.watchGateway(scope);
      const contestants = {
        sdk: () => link.request(scope, 'get_service_property_value', params, { type: 'query' }),
        raw: () => raw.request('get_service_property_value', params),
      };
      const rawFirst = await timeInterleaved(COUNT / 2, contestants);
      await raw.subscribeAgain();
      const sdkFirst = await timeInterleaved(COUNT / 2, contestants);
      await link.end();
      await raw.unsubscribe();
      const result = { sdk: summarize([...rawFirst.sdk, ...sdkFirst.sdk]), raw: summarize([...rawFirst.raw, ...sdkFirst.raw]) };
      console.log(`    gateway ${watched ? 'watched' : 'not watched'}`);
      print('sdk GatewayLink.request', result.sdk);
      print('raw mqtt.js publish/response', result.raw);
      const p50 = result.sdk.p50 / result.raw.p50;
      const p99 = result.sdk.p99 / result.raw.p99;
      console.log(`      ratio sdk/raw: p50 ${p50.toFixed(2)}x, p99 ${p99.toFixed(2)}x (goal: both at most ${GOAL_RATIO.toFixed(2)}x)`);
    }
  } finally {
    await raw.end();
  }
}

function connectLink(broker: Broker, session: LoginResult): GatewayLink {
  return GatewayLink.connect({ url: broker.mqttTcpUrl, userId: session.userId, sessionId: session.sessionId, product: PRODUCT });
}

/** The first property of the demo gateway's dimmer (or of its first device). */
async function dimmerProperty(broker: Broker, session: LoginResult, scope: { owner: string; serial: string }) {
  const link = connectLink(broker, session);
  try {
    await link.ready();
    const devices = await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
    const device = devices.find((d) => d.kind === 'dimmer') ?? devices[0]!;
    const service = device.service_list[0]!;
    return { device: device.id, service: service.name, property: service.property_list[0]!.name };
  } finally {
    await link.end();
  }
}

/** The baseline: one mqtt.js client, subscribed once, one request at a time. */
class RawRequester {
  #waiting: { uid: string; resolve: () => void } | null = null;

  private constructor(
    readonly client: MqttClient,
    readonly reqTopic: string,
    readonly resTopic: string,
  ) {
    client.on('message', (_topic, payload) => {
      const response = parseResponse(payload);
      if (response && this.#waiting && response.uid === this.#waiting.uid) this.#waiting.resolve();
    });
  }

  static async connect(broker: Broker, session: LoginResult, scope: { owner: string; serial: string }): Promise<RawRequester> {
    const client = await mqtt.connectAsync(broker.mqttTcpUrl, { username: session.userId, password: session.sessionId, protocolVersion: 4 });
    // The same socket option the sdk sets (see GatewayLink): the baseline is the best raw mqtt.js can do.
    setNoDelay(client);
    return new RawRequester(client, topics.request({ product: PRODUCT, ...scope }), topics.response({ product: PRODUCT, ...scope }));
  }

  async subscribe(): Promise<void> {
    await this.client.subscribeAsync(this.resTopic);
  }

  async unsubscribe(): Promise<void> {
    await this.client.unsubscribeAsync(this.resTopic);
  }

  /** Unsubscribes and subscribes again: the broker now delivers to this client after the others. */
  async subscribeAgain(): Promise<void> {
    await this.unsubscribe();
    await this.subscribe();
  }

  request(name: string, params: Record<string, unknown>): Promise<void> {
    const uid = randomUUID();
    const done = new Promise<void>((resolve) => (this.#waiting = { uid, resolve }));
    this.client.publish(this.reqTopic, JSON.stringify({ uid, sender: 'bench', name, params, type: 'query' }));
    return done;
  }

  end(): Promise<void> {
    return this.client.endAsync();
  }
}

function setNoDelay(client: MqttClient): void {
  (client.stream as { setNoDelay?: (noDelay: boolean) => void }).setNoDelay?.(true);
}

function print(label: string, s: Summary): void {
  console.log(`      ${label.padEnd(30)} n=${s.n}  p50 ${fmt(s.p50)}  p99 ${fmt(s.p99)}  mean ${fmt(s.mean)}`);
}
