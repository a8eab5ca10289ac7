import type { MqttClient } from 'mqtt';
import type { GatewayEvent } from '@homeport/sdk';

/** The cloud's side of MQTT: it publishes events ({name, data, ts}) as the backend would. */
export class CloudBus {
  constructor(
    private readonly client: MqttClient,
    private readonly now: () => number = Date.now,
  ) {}

  async publishEvent(topic: string, name: string, data: unknown): Promise<GatewayEvent> {
    const event: GatewayEvent = { name, data, ts: this.now() };
    await this.client.publishAsync(topic, JSON.stringify(event), { qos: 0 });
    return event;
  }

  /** Any message as it is (a gateway's response), on the same connection as the events so the order holds. */
  async publish(topic: string, message: unknown): Promise<void> {
    await this.client.publishAsync(topic, JSON.stringify(message), { qos: 0 });
  }

  async close(): Promise<void> {
    await this.client.endAsync(true);
  }
}
