import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { setNoDelay } from '@homeport/sdk';
import type { ExternalBroker } from '../broker/externalBroker';
import type { InternalCredentials } from '../broker/internalCredentials';
import type { Log } from '../log';

/**
 * An mqtt.js client with the internal credentials. The fleet and the cloud
 * talk to the broker as ordinary MQTT clients, so either can attach to an
 * external broker (Mosquitto, EMQX) by URL instead of the embedded aedes.
 */
export async function connectInternalClient(url: string, credentials: InternalCredentials, role: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    username: credentials.username,
    password: credentials.password,
    clientId: `homeport-${role}-${randomBytes(4).toString('hex')}`,
    // aedes speaks MQTT 3.1.1 only (DESIGN.md).
    protocolVersion: 4,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  });
  return sendingAtOnce(client);
}

/**
 * Small packets leave at once (TCP_NODELAY), on this connection and each
 * reconnection: a request, its question to the cloud (fleet workers) and
 * its answer are each a small write, and Nagle's algorithm would hold one
 * behind another's unacknowledged bytes until the peer's delayed ACK, some
 * 40 ms on Linux.
 */
function sendingAtOnce(client: MqttClient): MqttClient {
  setNoDelay(client.stream);
  client.on('connect', () => setNoDelay(client.stream));
  return client;
}

/**
 * An internal client on the external broker (`--broker`), with the URL's
 * credentials (none: anonymous). Clean and reconnecting: mqtt.js subscribes
 * again after each reconnect. A qos 0 message published while the broker is
 * away is lost, not queued (as on a network; a request sent then would run
 * minutes late): the publish fails with "No connection to broker". The first
 * connection must succeed, or the start fails with a message naming the URL;
 * later losses and returns are logged once each.
 */
export async function connectExternalClient(broker: ExternalBroker, role: string, log: Log): Promise<MqttClient> {
  let client: MqttClient;
  try {
    client = await mqtt.connectAsync(
      broker.url,
      {
        username: broker.username,
        password: broker.password,
        clientId: `homeport-${role}-${randomBytes(4).toString('hex')}`,
        protocolVersion: 4,
        clean: true,
        reconnectPeriod: 1000,
        connectTimeout: 10_000,
        queueQoSZero: false,
      },
      // The first attempt only: an unreachable broker fails the start instead of retrying forever.
      false,
    );
  } catch (error) {
    throw new Error(`could not connect to the external broker ${broker.display} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  sendingAtOnce(client);
  let lost = false;
  client.on('offline', () => {
    if (lost) return;
    lost = true;
    log(`external broker ${broker.display}: ${role} lost the connection, reconnecting`);
  });
  client.on('connect', () => {
    if (!lost) return;
    lost = false;
    log(`external broker ${broker.display}: ${role} connected again`);
  });
  // A refused reconnect (credentials changed, broker full) is an 'error': logged, and mqtt.js tries again.
  client.on('error', (error) => log(`external broker ${broker.display}: ${role}: ${error.message}`));
  return client;
}
