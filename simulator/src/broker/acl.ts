import type { Client, PublishPacket, Subscription } from 'aedes';
import { parseGatewayTopic } from '@homeport/sdk';
import type { Sessions } from '../auth/sessions';
import type { UserRecord } from '../store/cloudState';
import { identityOf } from './identity';
import type { PublishLimiter } from './rateLimit';
import { stampSender } from './stampSender';
import type { TopicRules } from './topicRules';

export interface AclDeps {
  sessions: Sessions;
  rules: TopicRules;
}

/** The user behind a client, or null when its session has ended since CONNECT. */
function liveUser(sessions: Sessions, client: Client): UserRecord | null {
  const identity = identityOf(client);
  if (identity?.kind !== 'session') return null;
  const check = sessions.checkRef(identity.sessionRef);
  return check.status === 'live' ? check.user : null;
}

/**
 * docs/contracts.md "MQTT": a forbidden PUBLISH disconnects the client
 * (MQTT 3.1.1 has no negative PUBACK for qos 0); only the simulator's own
 * clients publish responses and events. Requests are never retained, or a
 * fleet restart would replay them, and carry the connection's user as their
 * sender, whatever the payload said.
 */
export function createAuthorizePublish({ sessions, rules, limiter }: AclDeps & { limiter?: PublishLimiter | null }) {
  return (client: Client | null, packet: PublishPacket, callback: (error?: Error | null) => void): void => {
    const identity = identityOf(client);
    if (client === null || identity?.kind === 'internal') {
      callback(null);
      return;
    }
    const authorize = () => {
      let refusal: Error | null = null;
      try {
        const user = liveUser(sessions, client);
        if (!user || !rules.mayPublish(user, packet.topic)) {
          refusal = new Error(`publish to ${packet.topic} not authorized`);
        } else {
          packet.retain = false;
          packet.payload = stampSender(packet.payload, user.id);
        }
      } catch (error) {
        // One message that fails ends only itself (guard/contained.ts): refused, and aedes reports it as the client's error.
        refusal = new Error(`publish to ${packet.topic} failed: ${String(error)}`);
      }
      callback(refusal);
    };
    // docs/simulator.md "Fairness": a user over their rate waits for a token, in order; the session is checked when its turn comes.
    if (limiter) limiter.hold(client, identity?.kind === 'session' ? identity.userId : null, authorize);
    else authorize();
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

/**
 * Whether a client may have a topic or filter now. The user's own account
 * topic always: the notice that ends a session (logout_user,
 * client_expire_session, admin_deleted_your_account) is published after the
 * session ended, and must still reach its clients before they are
 * disconnected. Anything else needs a live session and the SUBSCRIBE rule.
 */
function mayHave({ sessions, rules }: AclDeps, client: Client, topicOrFilter: string): boolean {
  const identity = identityOf(client);
  if (identity?.kind === 'internal') return true;
  if (identity?.kind === 'session' && rules.isAccountTopicOf(identity.userId, topicOrFilter)) return true;
  const user = liveUser(sessions, client);
  return user !== null && rules.maySubscribe(user, topicOrFilter);
}

/**
 * The ACL holds on delivery too, not only on SUBSCRIBE: a subscription made
 * while the user reached a gateway delivers nothing once the access is gone
 * (a removed link, an unassigned gateway, an ended session), whatever wildcard
 * it was made with. Requests (`.../req`) reach the simulator's own clients
 * only (the gateways, the bridge), never a user, admins included: a request
 * may carry a secret (set_wifi_network's password, set_gateway_password's),
 * and no one but its gateway needs it (docs/decisions.md "Requests reach
 * their gateway only").
 */
export function createAuthorizeForward(deps: AclDeps) {
  return <P extends { topic: string }>(client: Client, packet: P): P | null => {
    if (identityOf(client)?.kind !== 'internal' && parseGatewayTopic(packet.topic)?.kind === 'req') return null;
    return mayHave(deps, client, packet.topic) ? packet : null;
  };
}

/** Whether a client may keep a subscription it was granted, after an access change. */
export function createMayKeepSubscription(deps: AclDeps) {
  return (client: Client, filter: string): boolean => mayHave(deps, client, filter);
}
