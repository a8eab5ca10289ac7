import { randomBytes } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { parseEvent } from '@homeport/sdk';
import { contained } from '../guard/contained';
import type { Log } from '../log';

/** An event as a scenario run sees it on the broker. */
export interface TappedEvent {
  /** Order of arrival, from 1. */
  seq: number;
  topic: string;
  name: string;
  data: unknown;
  /** The gateway of a `.../gtw/{serial}/evt` topic, else null (user and admin topics). */
  serial: string | null;
}

const GATEWAY_EVT = /\/gtw\/([^/]+)\/evt$/;

/**
 * The scenario runs' ear on the broker: the simulator's own internal MQTT
 * client, subscribed to every topic of the product, recording each event
 * published on an `evt` topic. `flush()` resolves once everything the
 * broker had accepted before it was called has reached the tap (a marker
 * of its own comes back after them).
 */
export class EventTap {
  private readonly events: TappedEvent[] = [];
  private seq = 0;
  private readonly waiting = new Map<string, () => void>();
  private readonly flushTopic: string;

  private constructor(
    private readonly client: MqttClient,
    product: string,
    log: Log,
  ) {
    this.flushTopic = `__homeport_scenarios/flush/${randomBytes(6).toString('hex')}`;
    client.on(
      'message',
      contained(
        log,
        (topic) => `scenarios: a message on ${topic}`,
        (topic: string, payload: Buffer) => {
          if (topic === this.flushTopic) {
            const marker = payload.toString('utf8');
            this.waiting.get(marker)?.();
            this.waiting.delete(marker);
            return;
          }
          if (!topic.startsWith(`${product}/`) || !topic.endsWith('/evt')) return;
          const event = parseEvent(payload);
          if (!event) return;
          this.events.push({ seq: ++this.seq, topic, name: event.name, data: event.data, serial: GATEWAY_EVT.exec(topic)?.[1] ?? null });
          // Only the newest are kept: a run reads from its own start.
          if (this.events.length > 50_000) this.events.splice(0, 10_000);
        },
      ),
    );
  }

  static async start(client: MqttClient, product: string, log: Log): Promise<EventTap> {
    const tap = new EventTap(client, product, log);
    await client.subscribeAsync([`${product}/#`, tap.flushTopic], { qos: 0 });
    return tap;
  }

  /** The sequence number of the last event seen (a run's starting mark). */
  mark(): number {
    return this.seq;
  }

  /** Events seen after `mark`, oldest first. */
  since(mark: number): TappedEvent[] {
    const first = this.events.findIndex((e) => e.seq > mark);
    return first < 0 ? [] : this.events.slice(first);
  }

  /** Resolves when what the broker took before now has been delivered here (or after 2 s without the marker). */
  flush(): Promise<void> {
    const marker = randomBytes(6).toString('hex');
    // Closed (the simulator stops): nothing more comes.
    if (!this.client.connected) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(marker);
        resolve();
      }, 2000);
      this.waiting.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
      this.client.publish(this.flushTopic, marker, { qos: 0 });
    });
  }

  /**
   * Resolves once events have stopped arriving: flushes until two rounds in
   * a row bring nothing new (at most 50). The broker takes each client's
   * packets in order but not the clients' in order between them, so a
   * flush alone may overtake an event another client had sent just before.
   */
  async settle(): Promise<void> {
    let quiet = 0;
    for (let round = 0; round < 50 && quiet < 2 && this.client.connected; round++) {
      const before = this.seq;
      await this.flush();
      await new Promise((resolve) => setTimeout(resolve, 10));
      quiet = this.seq === before ? quiet + 1 : 0;
    }
  }

  /** Publishes a message as the simulator's internal client (a gateway command). */
  async publish(topic: string, message: unknown): Promise<void> {
    await this.client.publishAsync(topic, JSON.stringify(message), { qos: 0 });
  }

  /** The client's messages, for a command's answer. */
  onMessage(listener: (topic: string, payload: Buffer) => void): () => void {
    this.client.on('message', listener);
    return () => this.client.off('message', listener);
  }

  async subscribe(topic: string): Promise<void> {
    await this.client.subscribeAsync(topic, { qos: 0 });
  }

  async close(): Promise<void> {
    await this.client.endAsync(true);
  }
}
