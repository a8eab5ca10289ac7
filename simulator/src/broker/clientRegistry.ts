import type { Client } from 'aedes';
import { identityOf } from './identity';

/**
 * The connected clients by session, so that logout and reset can disconnect
 * a session's clients at once (docs/contracts.md "MQTT").
 */
export class ClientRegistry {
  private readonly bySession = new Map<string, Set<Client>>();

  add(client: Client, sessionId: string): void {
    let clients = this.bySession.get(sessionId);
    if (!clients) {
      clients = new Set();
      this.bySession.set(sessionId, clients);
    }
    clients.add(client);
  }

  remove(client: Client): void {
    const identity = identityOf(client);
    if (identity?.kind !== 'session') return;
    const clients = this.bySession.get(identity.sessionId);
    clients?.delete(client);
    if (clients?.size === 0) this.bySession.delete(identity.sessionId);
  }

  disconnectSession(sessionId: string): number {
    const clients = [...(this.bySession.get(sessionId) ?? [])];
    this.bySession.delete(sessionId);
    for (const client of clients) client.close();
    return clients.length;
  }

  /** Every user client (not the simulator's own); used by reset and close. */
  disconnectAll(): number {
    let count = 0;
    for (const sessionId of [...this.bySession.keys()]) count += this.disconnectSession(sessionId);
    return count;
  }

  /** How many MQTT clients a session has connected now. */
  countOf(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }
}
