// 1,000 sequential device-property requests through the sdk's GatewayLink to
// the emulated gateway and back, beside the same request/response written by
// hand with raw mqtt.js through the same broker. The ratio is the sdk's cost.
import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import { GatewayLink, RestClient, parseResponse, topics, type Device } from '@homeport/sdk';
import type { Simulator } from '@homeport/simulator';
import { fmt, timeSequential, type Summary } from './stats';

const COUNT = 1000;

export async function benchDeviceRequests(sim: Simulator): Promise<void> {
  const rest = new RestClient({ apiBase: `${sim.httpUrl}/api` });
  const session = await rest.auth.login('demo@homeport.test', 'Demo-Pass-2026!');
  const serial = 'HP1000000001';
  const scope = { owner: session.userId, serial };

  const link = GatewayLink.connect({ url: sim.mqttTcpUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport' });
  await link.ready();
  link.watchGateway(scope);
  const devices = await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
  const device = devices.find((d) => d.kind === 'dimmer') ?? devices[0]!;
  const service = device.service_list[0]!;
  const params = { device: device.id, service: service.name, property: service.property_list[0]!.name };

  const viaSdk = await timeSequential(COUNT, () => link.request(scope, 'get_service_property_value', params));
  await link.end();

  const raw = await mqtt.connectAsync(sim.mqttTcpUrl, { username: session.userId, password: session.sessionId, protocolVersion: 4 });
  const resTopic = topics.response({ product: 'homeport', ...scope });
  await raw.subscribeAsync(resTopic);
  let waiting: { uid: string; resolve: () => void } | null = null;
  raw.on('message', (_topic, payload) => {
    const response = parseResponse(payload);
    if (response && waiting && response.uid === waiting.uid) waiting.resolve();
  });
  const reqTopic = topics.request({ product: 'homeport', ...scope });
  const viaRaw = await timeSequential(COUNT, () => {
    const uid = randomUUID();
    const done = new Promise<void>((resolve) => (waiting = { uid, resolve }));
    raw.publish(reqTopic, JSON.stringify({ uid, sender: 'bench', name: 'get_service_property_value', params, type: 'query' }));
    return done;
  });
  await raw.endAsync();

  print('sdk GatewayLink.request', viaSdk);
  print('raw mqtt.js publish/response', viaRaw);
  console.log(`  ratio sdk/raw: p50 ${(viaSdk.p50 / viaRaw.p50).toFixed(2)}x, p99 ${(viaSdk.p99 / viaRaw.p99).toFixed(2)}x`);
}

function print(label: string, s: Summary): void {
  console.log(`  ${label.padEnd(32)} n=${s.n}  p50 ${fmt(s.p50)}  p99 ${fmt(s.p99)}  mean ${fmt(s.mean)}`);
}
