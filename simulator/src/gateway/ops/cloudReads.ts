import type { Device, Kpi, NetworkTopology } from '@homeport/sdk';
import type { RuleRunLogEntry } from '@homeport/sdk/sim';
import { gatewayKpis } from '../../cloud/kpiReport';
import type { FactorySecrets } from '../factorySecrets';
import { gatewayOp } from '../gatewayOps';
import { meshOf } from '../mesh';

/**
 * Small reads of one gateway for the cloud's REST routes and services, run
 * where its emulator lives (gateway/gatewayOps.ts): each answers only what
 * its caller shows, as data.
 */

/** What the control API shows of the gateway beside its cloud record. */
export interface GatewaySummary {
  privilegedBy: string | null;
  pinLocked: boolean;
  deviceCount: number;
  failedNodes: number[];
  /** The sticker (QA holds the control API; a real gateway prints these on its label). */
  factoryPin: string;
  localPassword: string;
}

export const readSummary = gatewayOp<void, GatewaySummary>('summary', (emulator) => {
  const { contents } = emulator;
  return {
    privilegedBy: contents.privilegedBy,
    pinLocked: contents.pinLocked,
    deviceCount: contents.devices.length,
    failedNodes: contents.failedNodes ?? [],
    factoryPin: contents.factory.pin,
    localPassword: contents.factory.localPassword,
  };
});

/** Who holds privileged mode and whether the PIN lock is on (spec 1 §7.3). */
export const readLocks = gatewayOp<void, { privilegedBy: string | null; pinLocked: boolean }>('locks', (emulator) => ({
  privilegedBy: emulator.contents.privilegedBy,
  pinLocked: emulator.contents.pinLocked,
}));

/** The gateway's sticker (gateway/factorySecrets.ts). */
export const readFactorySecrets = gatewayOp<void, FactorySecrets>('factorySecrets', (emulator) => ({ ...emulator.contents.factory }));

/** Its KPIs at `now` (cloud/kpiReport.ts), with the OSM version the cloud checks them against. */
export const readKpis = gatewayOp<{ now: number }, { osmVersion: string; kpis: Kpi[] }>('kpis', (emulator, { now }) => ({
  osmVersion: emulator.contents.platform.osmVersion,
  kpis: gatewayKpis(emulator, now),
}));

/** One camera device (kind camera) by id, null when there is none. */
export const readCamera = gatewayOp<{ deviceId: number }, { device: Device | null }>('camera', (emulator, { deviceId }) => ({
  device: emulator.contents.devices.find((d) => d.id === deviceId && d.kind === 'camera') ?? null,
}));

/** What its rules did (gateway/rules/runLog.ts), oldest first; `ruleId` picks one rule's runs. */
export const readRuleLog = gatewayOp<{ ruleId?: number }, RuleRunLogEntry[]>('ruleLog', (emulator, { ruleId }) => emulator.rules.log.list(ruleId));

/** Its mesh as its controller reports it at `now` (gateway/mesh.ts); `name` is the gateway's name in the cloud. */
export const readMesh = gatewayOp<{ name: string; now: number }, NetworkTopology>('mesh', (emulator, { name, now }) => meshOf(emulator.contents, name, now));
