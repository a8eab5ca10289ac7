import Aedes, { type Client } from 'aedes';
import type { Sessions } from '../auth/sessions';
import type { Log } from '../log';
import { createAuthorizeForward, createAuthorizePublish, createAuthorizeSubscribe } from './acl';
import { createAuthenticate } from './authenticate';
import type { ClientRegistry } from './clientRegistry';
import type { InternalCredentials } from './internalCredentials';
import { PublishLimiter, type ClientLimit } from './rateLimit';
import type { TopicRules } from './topicRules';

export interface BrokerDeps {
  sessions: Sessions;
  registry: ClientRegistry;
  internal: InternalCredentials;
  rules: TopicRules;
  log: Log;
  /** The publish limit of each user connection (docs/simulator.md "Fairness"); null: none. */
  clientLimit: ClientLimit | null;
}

/** The embedded aedes broker with our authentication and topic ACL. */
export function createBroker({ sessions, registry, internal, rules, log, clientLimit }: BrokerDeps): Aedes {
  // The connected client of each client id, for the takeover check at CONNECT.
  const byClientId = new Map<string, Client>();
  const limiter = clientLimit ? new PublishLimiter(clientLimit, log) : null;
  const authenticate = createAuthenticate({ sessions, registry, internal, connectedWithId: (id) => byClientId.get(id) });
  const authorizePublish = createAuthorizePublish({ sessions, rules, limiter });
  const authorizeSubscribe = createAuthorizeSubscribe({ sessions, rules });
  const authorizeForward = createAuthorizeForward({ sessions, rules });
  // One packet whose hook throws ends only itself (guard/contained.ts): refused (or not delivered) and logged.
  const failed = (hook: string, client: Client | null, error: unknown) => {
    log(`mqtt: ${hook} for client ${client?.id ?? '(none)'} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return new Error(`${hook} failed`);
  };
  const broker = new Aedes({
    authenticate: (client, username, password, callback) => {
      try {
        authenticate(client, username, password, callback);
      } catch (error) {
        callback(Object.assign(failed('authenticate', client, error), { returnCode: 5 }), false);
      }
    },
    authorizePublish: (client, packet, callback) => {
      try {
        authorizePublish(client, packet, callback);
      } catch (error) {
        callback(failed('authorizePublish', client, error));
      }
    },
    authorizeSubscribe: (client, subscription, callback) => {
      try {
        authorizeSubscribe(client, subscription, callback);
      } catch (error) {
        failed('authorizeSubscribe', client, error);
        callback(null, null);
      }
    },
    authorizeForward: (client, packet) => {
      try {
        return authorizeForward(client, packet);
      } catch (error) {
        failed('authorizeForward', client, error);
        return null;
      }
    },
    // Browser clients may choose long client ids; the 23 of MQTT 3.1 is too tight.
    maxClientsIdLength: 256,
  });
  broker.on('client', (client) => byClientId.set(client.id, client));
  broker.on('clientDisconnect', (client) => {
    registry.remove(client);
    limiter?.forget(client);
    if (byClientId.get(client.id) === client) byClientId.delete(client.id);
  });
  broker.on('clientError', (client, error) => log(`mqtt: client ${client.id} error: ${error.message}`));
  broker.on('connectionError', (client, error) => log(`mqtt: connection error (${client.id ?? 'before CONNECT'}): ${error.message}`));
  broker.once('closed', () => limiter?.close());
  return broker;
}
