import type { Client } from 'aedes';

/** aedes keeps a client's granted filters here; its types do not name the field. */
const filtersOf = (client: Client): string[] => Object.keys((client as unknown as { subscriptions: Record<string, unknown> }).subscriptions ?? {});

/**
 * After an access change (a link removed, a gateway unassigned, an account
 * deleted), each client's subscriptions are checked again and the ones its
 * user may no longer make are dropped, as if the client had unsubscribed
 * (no UNSUBACK: nothing was asked). Delivery is checked on every message
 * anyway (acl.ts createAuthorizeForward); this keeps the broker's state
 * truthful. Answers how many subscriptions went.
 */
export function dropRevokedSubscriptions(clients: Iterable<Client>, mayKeep: (client: Client, filter: string) => boolean): number {
  let dropped = 0;
  for (const client of clients) {
    const revoked = filtersOf(client).filter((filter) => !mayKeep(client, filter));
    if (revoked.length === 0) continue;
    dropped += revoked.length;
    client.unsubscribe({ cmd: 'unsubscribe', messageId: undefined, unsubscriptions: revoked } as unknown as Parameters<Client['unsubscribe']>[0], () => undefined);
  }
  return dropped;
}
