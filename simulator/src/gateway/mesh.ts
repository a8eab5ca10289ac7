import { CONTROLLER_NODE_ID, type Device, type NetworkEdge, type NetworkNode, type NetworkTopology, type MeshNetwork, type NodeRole } from '@homeport/sdk';
import type { GatewayContents } from './contents';

/**
 * A gateway's mesh, as its controller would report it (docs/simulator.md
 * "Network diagnostics"): a pure function of its devices, the nodes QA made
 * fail and the simulator clock, so the same gateway at the same time always
 * answers the same topology.
 *
 * - The controller is node 0 (the gateway, networkType ip, role 0).
 * - Z-Wave and Zigbee devices form a mesh per network: in device id order,
 *   the first DIRECT_LINKS reach the controller directly, each later one
 *   routes through an earlier routing-capable node (mains powered, not
 *   failed), at most FAN_OUT per router. A node others route through is
 *   routing (2); a battery device (sensors, remotes, thermostats…) is an end
 *   device (3) and never routes; others are active (1).
 * - Wise and IP devices reach the controller directly (star).
 * - Link quality (LQI 0 to 255) is a hash of the gateway, the two nodes.
 * - A route is refreshed every ROUTE_REFRESH_MS at a per-node offset, on the
 *   simulator clock. A failed node (QA's control API, or status 4/5) is
 *   refreshed no more: its route keeps the timestamp of its last refresh
 *   before it failed, ages and expires (sdk rules/netdiag.ts, 242 s). Its
 *   children find another router. A device added or removed changes the
 *   mesh the next time it is read.
 */

export const ROUTE_REFRESH_MS = 60_000;
const DIRECT_LINKS = 4;
const FAN_OUT = 3;

const BATTERY_CLASSES = new Set(['Sensor', 'Remote', 'Sensory', 'Security', 'WeatherDevice', 'Thermostat']);

const BUS_NETWORK: Record<Device['bus_id'], MeshNetwork> = { zwave: 'zWave', zigbee: 'zigBee', wise: 'wise', ip: 'ip' };

/** FNV-1a of a string: the model's only source of variety. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The last refresh of a node's route at or before `at`. */
export function lastRefresh(serial: string, nodeId: number, at: number): number {
  const offset = hash(`${serial}:${nodeId}:refresh`) % ROUTE_REFRESH_MS;
  return at - ((((at - offset) % ROUTE_REFRESH_MS) + ROUTE_REFRESH_MS) % ROUTE_REFRESH_MS);
}

const linkQuality = (serial: string, from: number, to: number): number => 40 + (hash(`${serial}:${from}>${to}`) % 216);

export function isNodeFailed(contents: GatewayContents, device: Device): boolean {
  return (contents.failedNodes ?? []).includes(device.id) || device.status === 4 || device.status === 5;
}

/** When a failed node failed: QA's record, else (reported offline or in error) when the gateway last started, or the epoch: long expired. */
const failedAt = (contents: GatewayContents, id: number): number => contents.nodeFailedAt?.[String(id)] ?? contents.bootedAt ?? 0;

export function meshOf(contents: GatewayContents, gatewayName: string, now: number): NetworkTopology {
  const serial = contents.serialNumber;
  const nodes: NetworkNode[] = [{ id: CONTROLLER_NODE_ID, name: gatewayName, networkType: 'ip', role: 0 }];
  const edges: NetworkEdge[] = [];
  const roles = new Map<number, NodeRole>();
  const devices = [...contents.devices].sort((a, b) => a.id - b.id);
  const routeOf = (device: Device, to: number): NetworkEdge => {
    const failed = isNodeFailed(contents, device);
    const at = failed ? Math.min(now, failedAt(contents, device.id)) : now;
    return { from: device.id, to, linkQuality: linkQuality(serial, device.id, to), routeTimestamp: Math.max(0, lastRefresh(serial, device.id, at)) };
  };

  for (const network of ['zWave', 'zigBee'] as const) {
    const members = devices.filter((d) => BUS_NETWORK[d.bus_id] === network);
    const routers: { id: number; children: number }[] = [];
    members.forEach((device, index) => {
      const battery = BATTERY_CLASSES.has(device.class);
      roles.set(device.id, battery ? 3 : 1);
      let to: number = CONTROLLER_NODE_ID;
      if (index >= DIRECT_LINKS) {
        const router = routers.find((r) => r.children < FAN_OUT);
        if (router) {
          router.children += 1;
          to = router.id;
          roles.set(router.id, 2);
        }
      }
      edges.push(routeOf(device, to));
      if (!battery && !isNodeFailed(contents, device)) routers.push({ id: device.id, children: 0 });
    });
  }
  for (const device of devices) {
    if (roles.has(device.id)) continue;
    roles.set(device.id, 1);
    edges.push(routeOf(device, CONTROLLER_NODE_ID));
  }
  for (const device of devices) nodes.push({ id: device.id, name: device.device_name, networkType: BUS_NETWORK[device.bus_id], role: roles.get(device.id) ?? 1 });
  return { serialNumber: serial, takenAt: now, nodes, edges };
}
