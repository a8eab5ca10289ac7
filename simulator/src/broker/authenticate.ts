import { timingSafeEqual } from 'node:crypto';
import type { AuthenticateError, Client } from 'aedes';
import type { Sessions } from '../auth/sessions';
import type { ClientRegistry } from './clientRegistry';
import { identityOf, setIdentity, type ClientIdentity } from './identity';
import type { InternalCredentials } from './internalCredentials';

// MQTT 3.1.1 §3.2.2.3 CONNACK return codes.
const IDENTIFIER_REJECTED = 2;
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;

export interface AuthenticateDeps {
  sessions: Sessions;
  registry: ClientRegistry;
  internal: InternalCredentials;
  /** The client connected now with this client id, if any (aedes `broker.clients`). */
  connectedWithId: (clientId: string) => Client | undefined;
}

type Decision = { ok: true } | { ok: false; returnCode: number; message: string };

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * DESIGN.md "Gateway messaging contract": username = userId, password =
 * sessionId, live sessions only. docs/contracts.md: unknown credentials get
 * return code 4, a revoked or expired session 5.
 */
export function createAuthenticate({ sessions, registry, internal, connectedWithId }: AuthenticateDeps) {
  /**
   * MQTT 3.1.1 §3.1.4 lets a CONNECT with a connected client's id take its
   * place. That is right for the same identity reconnecting, and a takeover
   * for anyone else: a client id held by another identity is refused.
   */
  function heldByAnother(client: Client, identity: ClientIdentity): boolean {
    const holder = client.id ? connectedWithId(client.id) : undefined;
    if (!holder || holder === client) return false;
    const held = identityOf(holder);
    if (held === null) return true;
    return held.kind !== identity.kind || (held.kind === 'session' && identity.kind === 'session' && held.userId !== identity.userId);
  }

  function decide(client: Client, username: string | undefined, password: string | undefined): Decision {
    if (!username || password === undefined) {
      return { ok: false, returnCode: BAD_USERNAME_OR_PASSWORD, message: 'username and password are required' };
    }
    if (username === internal.username) {
      if (!sameSecret(password, internal.password)) return { ok: false, returnCode: BAD_USERNAME_OR_PASSWORD, message: 'bad internal credentials' };
      setIdentity(client, { kind: 'internal' });
      return { ok: true };
    }
    const check = sessions.check(password);
    if (check.status === 'unknown' || check.session.userId !== username) {
      return { ok: false, returnCode: BAD_USERNAME_OR_PASSWORD, message: 'unknown session' };
    }
    if (check.status === 'ended') return { ok: false, returnCode: NOT_AUTHORIZED, message: 'session revoked or expired' };
    const identity: ClientIdentity = { kind: 'session', userId: username, sessionRef: check.session.id };
    if (heldByAnother(client, identity)) return { ok: false, returnCode: IDENTIFIER_REJECTED, message: `client id ${client.id} is in use by another identity` };
    sessions.touch(check.session);
    setIdentity(client, identity);
    registry.add(client, check.session.id);
    return { ok: true };
  }

  return (
    client: Client,
    username: Readonly<string | undefined>,
    password: Readonly<Buffer | undefined>,
    done: (error: AuthenticateError | null, success: boolean | null) => void,
  ): void => {
    let decision: Decision;
    try {
      decision = decide(client, username, password?.toString('utf8'));
    } catch (error) {
      decision = { ok: false, returnCode: 3, message: `server unavailable: ${String(error)}` };
    }
    if (decision.ok) {
      done(null, true);
      return;
    }
    const error = Object.assign(new Error(decision.message), { returnCode: decision.returnCode }) as AuthenticateError;
    done(error, false);
  };
}
