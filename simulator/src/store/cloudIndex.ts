import type { CloudState, GatewayRecord, SessionRecord, UserRecord } from './cloudState';

/**
 * Indexed lookups over the cloud collections (docs/simulator.md "Fleet
 * size"): gateways by serial and by owner, users by id and username,
 * sessions by ref, and the gateways sorted by serial for the admin list.
 *
 * The collections stay plain arrays in the lowdb state, which code mutates
 * in place and json-server edits at /api/__db, so an index never trusts
 * itself blindly. Each is kept per array object (a collection reassigned by
 * a filter gets a fresh one) and rebuilt when that array's length changed or
 * the cloud was written since it was built (every write bumps the
 * generation below, json-server's too). A hit is checked against the array
 * (the record is still at its position and still has the key), so a record
 * removed, replaced or renamed in place is never answered; a miss is
 * trusted only while length and generation are unchanged. A lookup thus
 * costs a map read, and a rebuild (one pass) happens at most once per write.
 */

let generation = 0;

/** Called on every write of the cloud state (the adapter's write, a reset's replace). */
export function bumpCloudGeneration(): void {
  generation += 1;
}

interface Entry<T> {
  record: T;
  position: number;
}

class KeyIndex<T> {
  private length = -1;
  private builtAt = -1;
  private readonly map = new Map<string, Entry<T>>();

  constructor(
    private readonly array: T[],
    private readonly keyOf: (record: T) => string,
  ) {}

  private fresh(): boolean {
    return this.length === this.array.length && this.builtAt === generation;
  }

  private build(): void {
    this.map.clear();
    this.array.forEach((record, position) => {
      const key = this.keyOf(record);
      // The first record with a key wins, as Array.find would answer.
      if (!this.map.has(key)) this.map.set(key, { record, position });
    });
    this.length = this.array.length;
    this.builtAt = generation;
  }

  get(key: string): T | undefined {
    const hit = this.map.get(key);
    // A record still at its position and still so keyed is the answer (keys are unique in the cloud).
    if (hit && this.array[hit.position] === hit.record && this.keyOf(hit.record) === key) return hit.record;
    if (!hit && this.fresh()) return undefined;
    this.build();
    return this.map.get(key)?.record;
  }
}

/** Several records a key (gateways of an owner): rebuilt when stale, each answer checked. */
class GroupIndex<T> {
  private length = -1;
  private builtAt = -1;
  private readonly map = new Map<string, T[]>();

  constructor(
    private readonly array: T[],
    private readonly keyOf: (record: T) => string | null,
  ) {}

  get(key: string): T[] {
    if (this.length !== this.array.length || this.builtAt !== generation) {
      this.map.clear();
      for (const record of this.array) {
        const k = this.keyOf(record);
        if (k === null) continue;
        const list = this.map.get(k);
        if (list) list.push(record);
        else this.map.set(k, [record]);
      }
      this.length = this.array.length;
      this.builtAt = generation;
    }
    // A record given to another owner since the last write is left out; one given to this owner since is not seen until then.
    return (this.map.get(key) ?? []).filter((record) => this.keyOf(record) === key);
  }
}

class SortedIndex<T> {
  private length = -1;
  private builtAt = -1;
  private sorted: T[] = [];

  constructor(
    private readonly array: T[],
    private readonly compare: (a: T, b: T) => number,
  ) {}

  get(): T[] {
    if (this.length !== this.array.length || this.builtAt !== generation) {
      this.sorted = [...this.array].sort(this.compare);
      this.length = this.array.length;
      this.builtAt = generation;
    }
    return this.sorted;
  }
}

function cached<A extends object, I>(cache: WeakMap<A, I>, array: A, make: (array: A) => I): I {
  let index = cache.get(array);
  if (!index) {
    index = make(array);
    cache.set(array, index);
  }
  return index;
}

const gatewaysBySerialCache = new WeakMap<GatewayRecord[], KeyIndex<GatewayRecord>>();
const gatewaysByOwnerCache = new WeakMap<GatewayRecord[], GroupIndex<GatewayRecord>>();
const gatewaysSortedCache = new WeakMap<GatewayRecord[], SortedIndex<GatewayRecord>>();
const usersByIdCache = new WeakMap<UserRecord[], KeyIndex<UserRecord>>();
const usersByNameCache = new WeakMap<UserRecord[], KeyIndex<UserRecord>>();
const sessionsByIdCache = new WeakMap<SessionRecord[], KeyIndex<SessionRecord>>();

/** The gateway of a serial (exact), as `gateways.find` would answer. */
export function gatewayBySerial(state: Pick<CloudState, 'gateways'>, serial: string): GatewayRecord | undefined {
  return cached(gatewaysBySerialCache, state.gateways, (a) => new KeyIndex(a, (g) => g.serialNumber)).get(serial);
}

export function hasGateway(state: Pick<CloudState, 'gateways'>, serial: string): boolean {
  return gatewayBySerial(state, serial) !== undefined;
}

/** The gateways a user owns (`userId`), in fleet order. */
export function gatewaysOwnedBy(state: Pick<CloudState, 'gateways'>, userId: string): GatewayRecord[] {
  return cached(gatewaysByOwnerCache, state.gateways, (a) => new GroupIndex(a, (g) => g.userId)).get(userId);
}

/** Every gateway, sorted by serial as the admin list sorts them (do not mutate the answer). */
export function gatewaysSortedBySerial(state: Pick<CloudState, 'gateways'>): readonly GatewayRecord[] {
  return cached(gatewaysSortedCache, state.gateways, (a) => new SortedIndex(a, (x, y) => x.serialNumber.localeCompare(y.serialNumber))).get();
}

export function userByIdIndexed(state: Pick<CloudState, 'users'>, id: string): UserRecord | undefined {
  return cached(usersByIdCache, state.users, (a) => new KeyIndex(a, (u) => u.id)).get(id);
}

/** By username, lower-cased (usernames are matched case-insensitively). */
export function userByUsernameIndexed(state: Pick<CloudState, 'users'>, username: string): UserRecord | undefined {
  return cached(usersByNameCache, state.users, (a) => new KeyIndex(a, (u) => u.username.toLowerCase())).get(username.toLowerCase());
}

export function sessionByRef(state: Pick<CloudState, 'sessions'>, ref: string): SessionRecord | undefined {
  return cached(sessionsByIdCache, state.sessions, (a) => new KeyIndex(a, (s) => s.id)).get(ref);
}

/** What the admin search reads of a gateway, lower-cased: serial, name and owner's username. */
type SearchFields = readonly [serial: string, name: string, username: string];

/**
 * The search fields of each gateway and the last search's answer, kept until
 * the next write (docs/simulator.md "Fleet size"). The first search after a
 * write lower-cases the fleet once; later ones only compare. A needle that
 * extends the last one (an admin typing on) filters the last answer instead
 * of the whole list, since whatever holds the longer needle holds the shorter.
 */
class SearchIndex {
  private builtAt = -1;
  private fields = new WeakMap<GatewayRecord, SearchFields>();
  /** The last answer for each list searched (the admin list and its count search different lists). */
  private last = new WeakMap<readonly GatewayRecord[], { needle: string; length: number; found: GatewayRecord[] }>();

  search(list: readonly GatewayRecord[], users: UserRecord[], needle: string): GatewayRecord[] {
    if (this.builtAt !== generation) {
      this.fields = new WeakMap();
      this.last = new WeakMap();
      this.builtAt = generation;
    }
    const last = this.last.get(list);
    const usable = last?.length === list.length ? last : undefined;
    if (usable?.needle === needle) return usable.found;
    const from = usable && needle.includes(usable.needle) ? usable.found : list;
    const found = from.filter((gateway) => this.fieldsOf(gateway, users).some((field) => field.includes(needle)));
    this.last.set(list, { needle, length: list.length, found });
    return found;
  }

  private fieldsOf(gateway: GatewayRecord, users: UserRecord[]): SearchFields {
    let fields = this.fields.get(gateway);
    if (!fields) {
      const username = gateway.userId === null ? '' : (userByIdIndexed({ users }, gateway.userId)?.username ?? '');
      fields = [gateway.serialNumber.toLowerCase(), gateway.name.toLowerCase(), username.toLowerCase()];
      this.fields.set(gateway, fields);
    }
    return fields;
  }
}

const searchIndex = new SearchIndex();

/**
 * The gateways of `list` whose serial, name or owner's username holds
 * `needle` (already trimmed and lower-cased), in list order. Do not mutate the answer.
 */
export function searchGatewaysIndexed(list: readonly GatewayRecord[], users: UserRecord[], needle: string): readonly GatewayRecord[] {
  return searchIndex.search(list, users, needle);
}
