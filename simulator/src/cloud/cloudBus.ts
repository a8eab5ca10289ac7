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
    await this.send(topic, JSON.stringify(event));
    return event;
  }

  /** Any message as it is (a gateway's response), on the same connection as the events so the order holds. */
  async publish(topic: string, message: unknown): Promise<void> {
    await this.send(topic, JSON.stringify(message));
  }

  /**
   * On an external broker that is away (docs/simulator.md "External broker"),
   * a qos 0 message is lost as on a network, and the write that caused it
   * stands: the caller is not failed for it. The embedded broker is never away.
   */
  private async send(topic: string, text: string): Promise<void> {
    try {
      await this.client.publishAsync(topic, text, { qos: 0 });
    } catch (error) {
      if (this.client.connected) throw error;
    }
  }

  async close(): Promise<void> {
    await this.client.endAsync(true);
  }
}
