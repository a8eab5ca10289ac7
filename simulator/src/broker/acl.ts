import type { Client, PublishPacket, Subscription } from 'aedes';
import type { Sessions } from '../auth/sessions';
import type { UserRecord } from '../store/cloudState';
import { identityOf } from './identity';
import type { TopicRules } from './topicRules';

export interface AclDeps {
  sessions: Sessions;
  rules: TopicRules;
}

/** The user behind a client, or null when its session has ended since CONNECT. */
function liveUser(sessions: Sessions, client: Client): UserRecord | null {
  const identity = identityOf(client);
  if (identity?.kind !== 'session') return null;
  const check = sessions.check(identity.sessionId);
  return check.status === 'live' ? check.user : null;
}

/**
 * docs/contracts.md "MQTT": a forbidden PUBLISH disconnects the client
 * (MQTT 3.1.1 has no negative PUBACK for qos 0); only the simulator's own
 * clients publish responses and events. Requests are never retained, or a
 * fleet restart would replay them.
 */
export function createAuthorizePublish({ sessions, rules }: AclDeps) {
  return (client: Client | null, packet: PublishPacket, callback: (error?: Error | null) => void): void => {
    if (client === null || identityOf(client)?.kind === 'internal') {
      callback(null);
      return;
    }
    const user = liveUser(sessions, client);
    if (!user || !rules.mayPublish(user, packet.topic)) {
      callback(new Error(`publish to ${packet.topic} not authorized`));
      return;
    }
    packet.retain = false;
    callback(null);
  };
}

/** docs/contracts.md "MQTT": a forbidden SUBSCRIBE is granted 0x80 (MQTT 3.1.1 §3.9.3). */
export function createAuthorizeSubscribe({ sessions, rules }: AclDeps) {
  return (client: Client, subscription: Subscription, callback: (error: Error | null, subscription?: Subscription | null) => void): void => {
    if (identityOf(client)?.kind === 'internal') {
      callback(null, subscription);
      return;
    }
    const user = liveUser(sessions, client);
    callback(null, user && rules.maySubscribe(user, subscription.topic) ? subscription : null);
  };
}
