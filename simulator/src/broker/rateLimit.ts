import type { Client } from 'aedes';
import type { Log } from '../log';

/**
 * docs/simulator.md "Fairness": what one user may publish through the
 * embedded broker, a token bucket per user shared by all their connections
 * (TCP and WebSocket). Over budget, a connection's publishes are held (their
 * authorizePublish callback waits for a token), so they keep their order,
 * aedes reads nothing more from that socket until they are through, and TCP
 * pushes back on the client: it is slowed, never dropped.
 */
export interface ClientLimit {
  /** Publishes a second, on average. */
  rate: number;
  /** Publishes at once after a quiet spell (the bucket's size). */
  burst: number;
}

/**
 * Far above what a portal page sends: a page asks a gateway a handful of
 * things (the device list is one request, however many devices; the device
 * store reads one property a request only where the list lacks it), and bulk
 * campaigns and the gateways' answers travel on the simulator's own,
 * unlimited clients. Only a script hammering the broker meets it.
 */
export const DEFAULT_CLIENT_LIMIT: ClientLimit = { rate: 100, burst: 200 };

const MAX = 1_000_000;

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/**
 * The limit the options ask for: `rate` publishes a second (or "off": no
 * limit) and `burst`, each defaulting to DEFAULT_CLIENT_LIMIT. A bad value
 * throws, naming the option (`names` for the CLI's flags).
 */
export function clientLimitOf(
  options: { clientRate?: number | 'off'; clientBurst?: number },
  names: { rate: string; burst: string } = { rate: 'clientRate', burst: 'clientBurst' },
): ClientLimit | null {
  const { clientRate, clientBurst } = options;
  if (clientBurst !== undefined && (!Number.isInteger(clientBurst) || clientBurst < 1 || clientBurst > MAX)) {
    throw new RangeError(`${names.burst} must be an integer from 1 to ${MAX} (publishes at once), not ${shown(clientBurst)}`);
  }
  if (clientRate === 'off') return null;
  if (clientRate !== undefined && (typeof clientRate !== 'number' || !Number.isFinite(clientRate) || clientRate <= 0 || clientRate > MAX)) {
    throw new RangeError(`${names.rate} must be a number above 0 and at most ${MAX} (publishes a second), or "off", not ${shown(clientRate)}`);
  }
  return { rate: clientRate ?? DEFAULT_CLIENT_LIMIT.rate, burst: clientBurst ?? DEFAULT_CLIENT_LIMIT.burst };
}

interface Held {
  client: Client;
  go: () => void;
}

interface Bucket {
  /** The user (or, unidentified, the connection) it belongs to. */
  key: string;
  tokens: number;
  /** When `tokens` was last brought up to date (ms, performance.now). */
  at: number;
  /** Held publishes of all the user's connections, oldest first, from `head`. */
  held: Held[];
  head: number;
  timer: NodeJS.Timeout | null;
  /** The user's connections that have published since the bucket was made. */
  clients: Set<Client>;
  /** When the last of them left: the bucket goes once it would be full again. */
  dropTimer: NodeJS.Timeout | null;
  warned: boolean;
}

/**
 * The buckets of the connected users, one per user however many connections
 * they open (an unidentified connection has its own). Real time, not the
 * simulator's clock: the limit models the network, like a latency fault.
 */
export class PublishLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly bucketOf = new WeakMap<Client, Bucket>();
  private readonly waiting = new Set<Bucket>();

  constructor(
    private readonly limit: ClientLimit,
    private readonly log: Log,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Runs `go` now if the user has a token and nothing held before it, else
   * once a token is free, after everything the user's connections hold
   * before it. `userId` is the connection's user, null when it has none (its
   * own bucket then). A client that has closed is not limited (its will,
   * published at close) and its held publishes are dropped, as if still in
   * its socket.
   */
  hold(client: Client, userId: string | null, go: () => void): void {
    if (client.closed) {
      go();
      return;
    }
    const bucket = this.bucketFor(client, userId);
    this.refill(bucket);
    if (bucket.head === bucket.held.length && bucket.tokens >= 1) {
      bucket.tokens -= 1;
      go();
      return;
    }
    bucket.held.push({ client, go });
    if (!bucket.warned) {
      bucket.warned = true;
      const { rate, burst } = this.limit;
      const who = userId === null ? 'unidentified' : `user ${userId}`;
      this.log(
        `mqtt: client ${client.id} (${who}) publishes faster than ${rate}/s (burst ${burst}): its publishes are held to that rate, shared by the user's connections (logged once while the user stays connected)`,
      );
    }
    this.schedule(bucket);
  }

  /** A client gone: its held publishes go with it; the user's bucket stays while another connection has it. */
  forget(client: Client): void {
    const bucket = this.bucketOf.get(client);
    if (!bucket) return;
    this.bucketOf.delete(client);
    bucket.clients.delete(client);
    const rest = bucket.held.slice(bucket.head).filter((entry) => entry.client !== client);
    bucket.held = rest;
    bucket.head = 0;
    if (rest.length === 0) {
      if (bucket.timer) clearTimeout(bucket.timer);
      bucket.timer = null;
      this.waiting.delete(bucket);
    }
    if (bucket.clients.size > 0) return;
    // The next time the user is held, it is logged again.
    bucket.warned = false;
    // The last connection left: a reconnection within the refill keeps the budget it had, so that
    // reconnecting is no way round the limit; after it the bucket would be full anyway.
    this.refill(bucket);
    const fullInMs = Math.ceil(((this.limit.burst - bucket.tokens) * 1000) / this.limit.rate);
    bucket.dropTimer = setTimeout(() => {
      if (bucket.clients.size === 0 && this.buckets.get(bucket.key) === bucket) this.buckets.delete(bucket.key);
    }, fullInMs);
    bucket.dropTimer.unref();
  }

  /** The broker closed: no timer outlives it. */
  close(): void {
    for (const bucket of this.buckets.values()) {
      if (bucket.timer) clearTimeout(bucket.timer);
      if (bucket.dropTimer) clearTimeout(bucket.dropTimer);
    }
    this.buckets.clear();
    this.waiting.clear();
  }

  private bucketFor(client: Client, userId: string | null): Bucket {
    const known = this.bucketOf.get(client);
    if (known) return known;
    const key = userId === null ? `client:${client.id}` : `user:${userId}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { key, tokens: this.limit.burst, at: this.now(), held: [], head: 0, timer: null, clients: new Set(), dropTimer: null, warned: false };
      this.buckets.set(key, bucket);
    }
    if (bucket.dropTimer) clearTimeout(bucket.dropTimer);
    bucket.dropTimer = null;
    bucket.clients.add(client);
    this.bucketOf.set(client, bucket);
    return bucket;
  }

  private refill(bucket: Bucket): void {
    const now = this.now();
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) * this.limit.rate) / 1000);
    bucket.at = now;
  }

  private schedule(bucket: Bucket): void {
    if (bucket.timer) return;
    const waitMs = Math.max(1, Math.ceil(((1 - bucket.tokens) * 1000) / this.limit.rate));
    this.waiting.add(bucket);
    bucket.timer = setTimeout(() => this.release(bucket), waitMs);
  }

  private release(bucket: Bucket): void {
    bucket.timer = null;
    this.waiting.delete(bucket);
    this.refill(bucket);
    while (bucket.head < bucket.held.length && bucket.tokens >= 1) {
      const entry = bucket.held[bucket.head]!;
      bucket.head += 1;
      // A connection that closed without being forgotten yet: what it held goes, without a token.
      if (entry.client.closed) continue;
      bucket.tokens -= 1;
      entry.go();
    }
    if (bucket.head === bucket.held.length) {
      bucket.held = [];
      bucket.head = 0;
      return;
    }
    this.schedule(bucket);
  }
}
