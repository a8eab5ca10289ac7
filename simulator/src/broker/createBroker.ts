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
  const broker = new Aedes({
    authenticate: createAuthenticate({ sessions, registry, internal, connectedWithId: (id) => byClientId.get(id) }),
    authorizePublish: createAuthorizePublish({ sessions, rules, limiter }),
    authorizeSubscribe: createAuthorizeSubscribe({ sessions, rules }),
    authorizeForward: createAuthorizeForward({ sessions, rules }),
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
