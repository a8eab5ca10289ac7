import type { Kpi } from '@homeport/sdk';
import type { GatewayEmulator } from '../gateway/emulator';
import { serialDigest } from '../gateway/gatewaySettings';
import { SEED_EPOCH } from '../seed/ids';

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * The KPIs a gateway reports when asked (spec 2 §2 "KPI list and sync"),
 * read from its real state: uptime since it last started (a reboot resets
 * it), its devices and how many are offline, its nodes per radio, its rules,
 * and load figures that grow with what it runs (stable per gateway).
 */
export function gatewayKpis(emulator: GatewayEmulator, now: number): Kpi[] {
  const { devices } = emulator.contents;
  const rules = (emulator.contents as { rules?: unknown[] }).rules?.length ?? 0;
  const offline = devices.filter((d) => d.status === 5 || d.status === 4 || (emulator.contents.failedNodes ?? []).includes(d.id)).length;
  const base = serialDigest(emulator.serial, 'kpi')[0]! % 10;
  const bootedAt = emulator.contents.bootedAt ?? SEED_EPOCH;
  return [
    { name: 'uptime', value: Math.max(0, Math.floor((now - bootedAt) / 1000)), unit: 's' },
    { name: 'devices', value: devices.length, unit: 'count' },
    { name: 'devicesOffline', value: offline, unit: 'count' },
    { name: 'zwaveNodes', value: devices.filter((d) => d.bus_id === 'zwave').length, unit: 'count' },
    { name: 'zigbeeNodes', value: devices.filter((d) => d.bus_id === 'zigbee').length, unit: 'count' },
    { name: 'rules', value: rules, unit: 'count' },
    { name: 'cpuLoad', value: tenth(Math.min(100, 4 + base + devices.length * 1.5 + rules * 0.5)), unit: '%' },
    { name: 'memoryUsed', value: tenth(Math.min(100, 28 + base + devices.length * 0.8 + rules * 0.3)), unit: '%' },
    { name: 'storageUsed', value: tenth(Math.min(100, 12 + base / 2 + devices.length * 0.3)), unit: '%' },
  ];
}
