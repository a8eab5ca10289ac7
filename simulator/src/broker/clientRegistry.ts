import type { Client } from 'aedes';
import { identityOf } from './identity';

/**
 * The connected clients by session (its ref), so that logout and reset can
 * disconnect a session's clients at once (docs/contracts.md "MQTT").
 */
export class ClientRegistry {
  private readonly bySession = new Map<string, Set<Client>>();

  add(client: Client, sessionRef: string): void {
    let clients = this.bySession.get(sessionRef);
    if (!clients) {
      clients = new Set();
      this.bySession.set(sessionRef, clients);
    }
    clients.add(client);
  }

  remove(client: Client): void {
    const identity = identityOf(client);
    if (identity?.kind !== 'session') return;
    const clients = this.bySession.get(identity.sessionRef);
    clients?.delete(client);
    if (clients?.size === 0) this.bySession.delete(identity.sessionRef);
  }

  disconnectSession(sessionRef: string): number {
    const clients = [...(this.bySession.get(sessionRef) ?? [])];
    this.bySession.delete(sessionRef);
    for (const client of clients) client.close();
    return clients.length;
  }

  /** Every user client (not the simulator's own); used by reset and close. */
  disconnectAll(): number {
    let count = 0;
    for (const sessionRef of [...this.bySession.keys()]) count += this.disconnectSession(sessionRef);
    return count;
  }

  /** How many MQTT clients a session has connected now. */
  countOf(sessionRef: string): number {
    return this.bySession.get(sessionRef)?.size ?? 0;
  }

  /** Every connected user client. */
  *clients(): IterableIterator<Client> {
    for (const clients of this.bySession.values()) yield* clients;
  }

  sessionRefs(): string[] {
    return [...this.bySession.keys()];
  }
}
