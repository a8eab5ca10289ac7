import type { NetworkTopology } from '@homeport/sdk';
import type { SimContext } from '../../context';
import type { GatewayContents } from '../../gateway/contents';
import { meshOf } from '../../gateway/mesh';
import { readContents } from '../../gateway/ops/reads';
import type { GatewayRecord } from '../../store/cloudState';
import { gatewayBySerial } from '../../store/cloudIndex';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Local time of the daily image: 03:00 on the gateway's clock. */
const DAILY_HOUR = 3;
/** A catch-up looks back at most this far (a gateway nobody looked at for a year does not write a year of images at once). */
export const AUTO_CATCH_UP_DAYS = 35;
/** Mesh-change images: at most one an hour, and only when more than this many nodes changed their route. */
const CHANGED_NODES = 1;

const MESH_EVENTS = new Set(['device_added', 'devices_added', 'device_removed', 'device_status_changed']);

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      found = format('UTC');
    }
    formats.set(timeZone, found);
  }
  return found;
}

/** The zone's offset from UTC at `t` (ms; local = UTC + offset). */
function offsetAt(t: number, timeZone: string): number {
  const parts = Object.fromEntries(
    format(timeZone)
      .formatToParts(new Date(t))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(t / 1000) * 1000;
}

/** The times of 03:00 local in (after, upTo], oldest first. */
export function dailyTimes(after: number, upTo: number, timeZone: string): number[] {
  const times: number[] = [];
  const firstLocalDay = Math.floor((after + offsetAt(after, timeZone)) / DAY_MS) * DAY_MS;
  for (let day = firstLocalDay; day <= upTo + DAY_MS; day += DAY_MS) {
    const wall = day + DAILY_HOUR * HOUR_MS;
    let t = wall - offsetAt(wall, timeZone);
    t = wall - offsetAt(t, timeZone);
    if (t > after && t <= upTo) times.push(t);
  }
  return times;
}

/** How many device nodes differ between two topologies: present in one only, or routed through another node. */
export function changedNodes(a: NetworkTopology, b: NetworkTopology): number {
  const routes = (t: NetworkTopology) => new Map(t.edges.map((e) => [e.from, e.to]));
  const ra = routes(a);
  const rb = routes(b);
  let changed = 0;
  for (const [node, to] of ra) if (rb.get(node) !== to) changed += 1;
  for (const node of rb.keys()) if (!ra.has(node)) changed += 1;
  return changed;
}

/**
 * Automatic network images (docs/decisions.md "Network diagnostics"), with
 * no timer on the clock and nothing at start whatever the fleet's size:
 *
 * - **daily at 03:00 gateway time** (its local timezone): caught up when the
 *   gateway's images are read or written (the netdiag calls) and when its
 *   mesh may have changed: every 03:00 since its last image (or since the
 *   folder was seeded; at most AUTO_CATCH_UP_DAYS back) at which the gateway
 *   was online (its connection history) gets an image taken at that time.
 *   The mesh is a pure function of the devices and the clock, and the
 *   devices change only by the events watched below, which catch up first;
 * - **when the mesh changes by more than one node** (a device added or
 *   removed, a status change that reroutes children), at most one an hour:
 *   seen on the gateway's own events as they pass the history recorder;
 *   compared with its last image (none: nothing to compare, no image).
 *
 * A fresh gateway has no image until its first 03:00 online.
 */
export class AutoSnapshots {
  constructor(private readonly ctx: SimContext) {}

  /** Starts watching the gateways' events (at start, once). */
  static watch(ctx: SimContext): AutoSnapshots {
    const auto = autoSnapshotsOf(ctx);
    ctx.history.onEvents((serial, names) => {
      auto.onEvents(serial, names).catch((error: unknown) => ctx.log(`netdiag: automatic image of ${serial} failed: ${String(error)}`));
    });
    return auto;
  }

  /**
   * Every daily image due for `serial` up to now; answers how many were
   * taken. The gateway's contents are read first, so that the images listed
   * and the images added happen with nothing awaited between (two catch-ups
   * never take the same image).
   */
  async catchUp(serial: string): Promise<number> {
    const { ctx } = this;
    if (!gatewayBySerial(ctx.cloud.state, serial)) return 0;
    const contents = await ctx.emulators.runIfThere(serial, readContents, undefined);
    const gateway = gatewayBySerial(ctx.cloud.state, serial);
    if (!gateway || !contents) return 0;
    return this.catchUpWith(gateway, contents);
  }

  private catchUpWith(gateway: GatewayRecord, contents: GatewayContents): number {
    const { ctx } = this;
    const serial = gateway.serialNumber;
    const now = ctx.now();
    const images = ctx.networkImages.list(serial);
    const after = Math.max(images.at(-1)?.takenAt ?? -Infinity, ctx.history.store.recordingFrom, now - AUTO_CATCH_UP_DAYS * DAY_MS);
    if (now - after < HOUR_MS && images.length > 0) return 0;
    let taken = 0;
    for (const t of dailyTimes(after, now, contents.local?.timezone ?? 'UTC')) {
      const offline = t === now ? gateway.connectionStatus !== 'online' : ctx.history.outages(serial, t, t + 1).length > 0;
      if (offline) continue;
      ctx.networkImages.add(meshOf(contents, gateway.name, t));
      taken += 1;
    }
    return taken;
  }

  /** A gateway said something: daily images caught up; a mesh that changed by more than a node (last image an hour old or more) is kept. */
  async onEvents(serial: string, names: readonly string[]): Promise<void> {
    if (!names.some((name) => MESH_EVENTS.has(name))) return;
    const { ctx } = this;
    if (!gatewayBySerial(ctx.cloud.state, serial)) return;
    const contents = await ctx.emulators.runIfThere(serial, readContents, undefined);
    const gateway = gatewayBySerial(ctx.cloud.state, serial);
    if (!gateway || !contents) return;
    this.catchUpWith(gateway, contents);
    const last = ctx.networkImages.list(serial).at(-1);
    if (!last || gateway.connectionStatus !== 'online') return;
    const now = ctx.now();
    if (now - last.takenAt < HOUR_MS) return;
    const mesh = meshOf(contents, gateway.name, now);
    if (changedNodes(last, mesh) > CHANGED_NODES) ctx.networkImages.add(mesh);
  }
}

const bySimulator = new WeakMap<SimContext, AutoSnapshots>();
/** The simulator's automatic images (one per context). */
export function autoSnapshotsOf(ctx: SimContext): AutoSnapshots {
  let auto = bySimulator.get(ctx);
  if (!auto) bySimulator.set(ctx, (auto = new AutoSnapshots(ctx)));
  return auto;
}
