import type { MqttClient } from 'mqtt';
import { topics } from '@homeport/sdk';
import type { Log } from '../log';
import { contained } from '../guard/contained';

/**
 * The topics the bridge carries (docs/simulator.md "External broker").
 * `toExternal`: what users may publish on the edge (TopicRules.mayPublish:
 * gateway requests, nothing else), for the fleet on the external broker.
 * `toEdge`: what the cloud side publishes for users to receive (gateway
 * responses and events from the fleet, account and admin events from the
 * cloud). The two sets are disjoint: no topic matches a filter of both (a
 * request ends in `req`, everything else in `res` or `evt`; bridgeTopics'
 * test checks every pair of filters), so a message carried one way is never
 * picked up to be carried back, and nothing loops.
 */
export function bridgeTopics(product: string): { toExternal: string[]; toEdge: string[] } {
  // The sdk's topic builders with `+` for every owner, serial and user.
  const every = { product, owner: '+', serial: '+' };
  return {
    toExternal: [topics.request(every, 'ohm'), topics.request(every, 'osm')],
    toEdge: [topics.response(every, 'ohm'), topics.response(every, 'osm'), topics.events(every), topics.userEvents(product, '+'), topics.adminEvents(product)],
  };
}

/** Whether some topic matches both filters (MQTT 3.1.1 §4.7: `+` one level, `#` the rest). */
export function filtersOverlap(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if (x[i] === '#' || y[i] === '#') return true;
    if (x[i] === undefined || y[i] === undefined) return false;
    if (x[i] !== '+' && y[i] !== '+' && x[i] !== y[i]) return false;
  }
  return true;
}

export interface BridgeOptions {
  /** An internal client on the embedded aedes (the edge users connect to). */
  edge: MqttClient;
  /** A client on the external broker. */
  external: MqttClient;
  product: string;
  log: Log;
}

/**
 * Joins the edge broker (aedes: user clients, their authentication, ACL and
 * sender stamping) to the external broker (the fleet and the cloud). One
 * connection each way at qos 0, so the order of each direction is kept;
 * payloads go on as the Buffers that came in, never decoded: a request is
 * already sender-stamped by aedes when the edge client receives it.
 * Nothing is retained. A request that comes while the external broker is
 * away is dropped (counted in one log line per outage): its sender times
 * out as with an offline gateway, instead of the command running later.
 */
export class Bridge {
  private dropped = 0;

  private constructor(private readonly options: BridgeOptions) {}

  static async start(options: BridgeOptions): Promise<Bridge> {
    const bridge = new Bridge(options);
    const { edge, external, product } = options;
    const { toExternal, toEdge } = bridgeTopics(product);
    const { log } = options;
    edge.on(
      'message',
      contained(
        log,
        (topic) => `bridge: a request on ${topic}`,
        (topic: string, payload: Buffer) => bridge.toExternal(topic, payload),
      ),
    );
    external.on(
      'message',
      contained(
        log,
        (topic) => `bridge: a message on ${topic}`,
        (topic: string, payload: Buffer) => {
          edge.publish(topic, payload, { qos: 0, retain: false });
        },
      ),
    );
    external.on('connect', () => bridge.reconnected());
    await edge.subscribeAsync(toExternal, { qos: 0 });
    await external.subscribeAsync(toEdge, { qos: 0 });
    return bridge;
  }

  private toExternal(topic: string, payload: Buffer): void {
    const { external, log } = this.options;
    if (!external.connected) {
      this.dropped += 1;
      if (this.dropped === 1) log(`bridge: the external broker is away, user requests are dropped until it is back (${topic})`);
      return;
    }
    external.publish(topic, payload, { qos: 0, retain: false });
  }

  private reconnected(): void {
    if (this.dropped === 0) return;
    this.options.log(`bridge: the external broker is back; ${this.dropped} user requests were dropped while it was away`);
    this.dropped = 0;
  }

  async close(): Promise<void> {
    await Promise.all([this.options.edge.endAsync(true), this.options.external.endAsync(true)]);
  }
}
