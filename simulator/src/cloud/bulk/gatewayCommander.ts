import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { parseGatewayTopic, parseResponse, topics, type GatewayResponse } from '@homeport/sdk';
import type { ClockTimer, SimClock } from '../../clock/simClock';
import { contained } from '../../guard/contained';
import type { Log } from '../../log';

/** A gateway command the cloud sends: to whom, as whom, what. */
export interface CloudCommand {
  product: string;
  owner: string;
  serial: string;
  /** The user the command is sent for (the gateway checks their write access). */
  sender: string;
  name: string;
  params: Record<string, unknown>;
}

/**
 * The cloud's way to command a gateway (bulk operations): over MQTT, as a
 * client does, on `{product}/{owner}/gtw/{serial}/ohm/req`, and the answer
 * read from the matching `res` topic by uid. The gateway sees an ordinary
 * request (the emulator's dispatch, its write checks, its events); an
 * offline gateway answers nothing and the call ends with null after
 * `timeoutMs` on the simulator clock. The client is an internal one, so the
 * request's `sender` is kept as given.
 */
export class GatewayCommander {
  private readonly waiting = new Map<string, { resolve: (answer: GatewayResponse | null) => void; timer: ClockTimer }>();

  private constructor(
    private readonly client: MqttClient,
    private readonly clock: SimClock,
    private readonly timeoutMs: number,
  ) {}

  static async start(client: MqttClient, product: string, clock: SimClock, timeoutMs: number, log: Log): Promise<GatewayCommander> {
    const commander = new GatewayCommander(client, clock, timeoutMs);
    client.on(
      'message',
      contained(
        log,
        (topic) => `bulk: a message on ${topic}`,
        (topic: string, payload: Buffer) => commander.onMessage(topic, payload),
      ),
    );
    await client.subscribeAsync(`${product}/+/gtw/+/ohm/res`, { qos: 0 });
    return commander;
  }

  private onMessage(topic: string, payload: Buffer): void {
    if (parseGatewayTopic(topic)?.kind !== 'res') return;
    const response = parseResponse(payload);
    const entry = response ? this.waiting.get(response.uid) : undefined;
    if (!response || !entry) return;
    this.waiting.delete(response.uid);
    this.clock.clearTimeout(entry.timer);
    entry.resolve(response);
  }

  /** Sends the command; its answer, or null when none came in time. */
  send(command: CloudCommand): Promise<GatewayResponse | null> {
    const uid = `bulk-${randomUUID()}`;
    return new Promise((resolve) => {
      const timer = this.clock.setTimeout(() => {
        this.waiting.delete(uid);
        resolve(null);
      }, this.timeoutMs);
      this.waiting.set(uid, { resolve, timer });
      const scope = { product: command.product, owner: command.owner, serial: command.serial };
      this.client.publish(topics.request(scope, 'ohm'), JSON.stringify({ uid, sender: command.sender, name: command.name, params: command.params, type: 'command' }), { qos: 0 });
    });
  }

  /** Ends every wait with null and closes the client. */
  async close(): Promise<void> {
    for (const [uid, entry] of this.waiting) {
      this.clock.clearTimeout(entry.timer);
      entry.resolve(null);
      this.waiting.delete(uid);
    }
    await this.client.endAsync(true);
  }
}
