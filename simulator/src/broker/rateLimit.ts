import type { Client } from 'aedes';
import type { Log } from '../log';

/**
 * docs/simulator.md "Fairness": what one user connection may publish through
 * the embedded broker, a token bucket per connection. Over budget, its
 * publishes are held (their authorizePublish callback waits for a token), so
 * they keep their order, aedes reads nothing more from that socket until they
 * are through, and TCP pushes back on the client: it is slowed, never dropped.
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

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms, performance.now). */
  at: number;
  /** Held publishes, oldest first, from `head`. */
  held: Array<() => void>;
  head: number;
  timer: NodeJS.Timeout | null;
  warned: boolean;
}

/**
 * The buckets of the connected user clients. Real time, not the simulator's
 * clock: the limit models the network, like a latency fault.
 */
export class PublishLimiter {
  private readonly buckets = new WeakMap<Client, Bucket>();
  private readonly waiting = new Set<Bucket>();

  constructor(
    private readonly limit: ClientLimit,
    private readonly log: Log,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Runs `go` now if the client has a token and nothing held before it, else
   * once a token is free, after everything held before it. A client that has
   * closed is not limited (its will, published at close) and its held
   * publishes are dropped, as if still in its socket.
   */
  hold(client: Client, who: string, go: () => void): void {
    if (client.closed) {
      go();
      return;
    }
    let bucket = this.buckets.get(client);
    if (!bucket) {
      bucket = { tokens: this.limit.burst, at: this.now(), held: [], head: 0, timer: null, warned: false };
      this.buckets.set(client, bucket);
    }
    this.refill(bucket);
    if (bucket.head === bucket.held.length && bucket.tokens >= 1) {
      bucket.tokens -= 1;
      go();
      return;
    }
    bucket.held.push(go);
    if (!bucket.warned) {
      bucket.warned = true;
      const { rate, burst } = this.limit;
      this.log(`mqtt: client ${client.id} (${who}) publishes faster than ${rate}/s (burst ${burst}): its publishes are held to that rate (logged once per connection)`);
    }
    this.schedule(client, bucket);
  }

  /** A client gone: its held publishes and its timer go with it. */
  forget(client: Client): void {
    const bucket = this.buckets.get(client);
    if (!bucket) return;
    this.stop(bucket);
    this.buckets.delete(client);
  }

  /** The broker closed: no timer outlives it. */
  close(): void {
    for (const bucket of [...this.waiting]) this.stop(bucket);
  }

  private stop(bucket: Bucket): void {
    if (bucket.timer) clearTimeout(bucket.timer);
    bucket.timer = null;
    bucket.held = [];
    bucket.head = 0;
    this.waiting.delete(bucket);
  }

  private refill(bucket: Bucket): void {
    const now = this.now();
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) * this.limit.rate) / 1000);
    bucket.at = now;
  }

  private schedule(client: Client, bucket: Bucket): void {
    if (bucket.timer) return;
    const waitMs = Math.max(1, Math.ceil(((1 - bucket.tokens) * 1000) / this.limit.rate));
    this.waiting.add(bucket);
    bucket.timer = setTimeout(() => this.release(client, bucket), waitMs);
  }

  private release(client: Client, bucket: Bucket): void {
    bucket.timer = null;
    this.waiting.delete(bucket);
    if (client.closed) {
      this.forget(client);
      return;
    }
    this.refill(bucket);
    while (bucket.head < bucket.held.length && bucket.tokens >= 1) {
      bucket.tokens -= 1;
      const go = bucket.held[bucket.head]!;
      bucket.head += 1;
      go();
    }
    if (bucket.head === bucket.held.length) {
      bucket.held = [];
      bucket.head = 0;
      return;
    }
    this.schedule(client, bucket);
  }
}
