import Aedes from 'aedes';
import type { Sessions } from '../auth/sessions';
import type { Log } from '../log';
import { createAuthorizePublish, createAuthorizeSubscribe } from './acl';
import { createAuthenticate } from './authenticate';
import type { ClientRegistry } from './clientRegistry';
import type { InternalCredentials } from './internalCredentials';
import type { TopicRules } from './topicRules';

export interface BrokerDeps {
  sessions: Sessions;
  registry: ClientRegistry;
  internal: InternalCredentials;
  rules: TopicRules;
  log: Log;
}

/** The embedded aedes broker with our authentication and topic ACL. */
export function createBroker({ sessions, registry, internal, rules, log }: BrokerDeps): Aedes {
  const broker = new Aedes({
    authenticate: createAuthenticate({ sessions, registry, internal }),
    authorizePublish: createAuthorizePublish({ sessions, rules }),
    authorizeSubscribe: createAuthorizeSubscribe({ sessions, rules }),
    // Browser clients may choose long client ids; the 23 of MQTT 3.1 is too tight.
    maxClientsIdLength: 256,
  });
  broker.on('clientDisconnect', (client) => registry.remove(client));
  broker.on('clientError', (client, error) => log(`mqtt: client ${client.id} error: ${error.message}`));
  broker.on('connectionError', (client, error) => log(`mqtt: connection error (${client.id ?? 'before CONNECT'}): ${error.message}`));
  return broker;
}
