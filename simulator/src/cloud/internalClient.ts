import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { InternalCredentials } from '../broker/internalCredentials';

/**
 * An mqtt.js client with the internal credentials. The fleet and the cloud
 * talk to the broker as ordinary MQTT clients, so either can attach to an
 * external broker (Mosquitto, EMQX) by URL instead of the embedded aedes.
 */
export function connectInternalClient(url: string, credentials: InternalCredentials, role: string): Promise<MqttClient> {
  return mqtt.connectAsync(url, {
    username: credentials.username,
    password: credentials.password,
    clientId: `homeport-${role}-${randomBytes(4).toString('hex')}`,
    // aedes speaks MQTT 3.1.1 only (DESIGN.md).
    protocolVersion: 4,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  });
}
