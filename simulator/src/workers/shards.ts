/**
 * Which fleet worker owns a gateway (docs/simulator.md "Fleet workers"):
 * FNV-1a of its serial, modulo the number of workers. The same serial lands
 * on the same worker at every start with that many workers; a gateway's
 * state is its file, so a start with another number only moves whose
 * process loads it.
 */
export function shardOf(serial: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < serial.length; i++) {
    hash ^= serial.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/**
 * The shared-subscription group of a shard: Mosquitto hands a group's
 * messages round robin among its members, so each shard is a group of its
 * own, and its one member keeps the requests of its own serials.
 */
export function shardGroup(shard: number): string {
  return `$share/homeport-fleet-${shard}/`;
}
