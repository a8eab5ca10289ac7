import type { Client } from 'aedes';

/** Who an authenticated MQTT client is: the simulator's own clients, or a user's session. */
export type ClientIdentity = { kind: 'internal' } | { kind: 'session'; userId: string; sessionRef: string };

const identities = new WeakMap<Client, ClientIdentity>();

export function setIdentity(client: Client, identity: ClientIdentity): void {
  identities.set(client, identity);
}

export function identityOf(client: Client | null): ClientIdentity | null {
  return client ? (identities.get(client) ?? null) : null;
}
