import { WifiEvent, type BackupSnapshot, type NetworkInterfaceChanged, type RestartKind } from '@homeport/sdk';
import { localStateOf } from '../../local/localState';
import { scanWifi } from '../../local/wifiScan';
import { wifiView } from '../../local/wifiStatus';
import { applySnapshot, takeSnapshot } from '../backupSnapshot';
import type { EmittedEvent } from '../commands/outcome';
import type { GatewayContents, PlatformState } from '../contents';
import type { GatewayEmulator } from '../emulator';
import { factorySettings, wipeHome } from '../factoryWipe';
import { gatewayOp } from '../gatewayOps';
import { wifiAddress, wifiStatusEvent } from '../wifiJoin';

/**
 * What cloud services change on a gateway (a QA patch, a restart, a Wi-Fi
 * join settling, a replacement's tasks, a firmware's ohm version, a backup
 * taken or restored): the gateway's part of each, run where its emulator
 * lives. The cloud's part (records, cloud.json, events on the bus) stays
 * with the caller, before or after.
 */

/** The emulator fields a patch sets (cloud/gatewayPatch.ts EmulatorPatch). */
type EmulatorFields = Partial<Pick<GatewayContents, 'pinLocked' | 'privilegedBy'>>;

/** Sets the fields that differ and saves when one did; answers the changed ones (empty when none). */
export const patchGatewayFields = gatewayOp<{ fields: EmulatorFields }, Record<string, unknown>>('patchGatewayFields', (emulator, { fields }) => {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields) as Array<[keyof EmulatorFields, never]>) {
    // A boolean and a string or null: compared as they are.
    if (emulator.contents[field] === value) continue;
    emulator.contents[field] = value;
    changes[field] = value;
  }
  if (Object.keys(changes).length > 0) emulator.save();
  return changes;
});

/** A factory reset's wipe: the rules' armed triggers and waiting runs stop (logged as failed), the home and the settings go back to factory. */
function factoryWipe(emulator: GatewayEmulator): void {
  const stopped = emulator.contents.rules.map((rule) => emulator.rules.ruleDeleted(rule.id));
  wipeHome(emulator.contents);
  for (const log of stopped) log();
  factorySettings(emulator.contents);
}

/**
 * A restart's effect on the gateway (gateway/restartGateway.ts): the radio
 * closes, a factory reset wipes the home and the settings, and the gateway
 * notes when it is booted again (`backAt`, simulator clock); saved.
 * Answers that boot time.
 */
export const restartGatewayState = gatewayOp<{ kind: RestartKind; backAt: number }, { bootedAt: number }>('restartGatewayState', (emulator, { kind, backAt }) => {
  emulator.closeRadio();
  if (kind === 'factory_reset') factoryWipe(emulator);
  emulator.contents.bootedAt = backAt;
  emulator.save();
  return { bootedAt: backAt };
});

/** When the Wi-Fi join begun last was set, while it is still connecting (null when there is none). */
export const wifiJoinConnecting = gatewayOp<void, { setAt: number } | null>('wifiJoinConnecting', (emulator) => {
  const wifi = localStateOf(emulator).wifi;
  return wifi?.state === 'connecting' ? { setAt: wifi.setAt } : null;
});

/** How a settling went: the gateway's network type after it, and the line for the log when it settled now. */
export interface WifiSettled {
  networkType: PlatformState['networkType'];
  logLine: string | null;
}

/**
 * Settles the Wi-Fi join begun at `setAt` (gateway/wifiConnect.ts
 * settleWifi): connected when the scan shows the network with that
 * encryption, else failed; a join to another network moves the gateway to
 * Wi-Fi with a new address. Saved, then its events are emitted (the answer
 * comes once they are written). Nothing when another network was set since
 * or it is settled already.
 */
export const settleWifiJoin = gatewayOp<{ setAt: number }, WifiSettled>('settleWifiJoin', async (emulator, { setAt }) => {
  const { platform } = emulator.contents;
  const local = localStateOf(emulator);
  const wifi = local.wifi;
  // Settled already (a stopped simulator may have saved the gateway's file but not the record), replaced, or forgotten.
  if (!wifi || wifi.setAt !== setAt || wifi.state !== 'connecting') return { networkType: platform.networkType, logLine: null };
  const serial = emulator.serial;
  const before = wifiView(emulator, { ...local, wifi: null }, emulator.now());
  const seen = scanWifi(serial).some((n) => n.ssid === wifi.ssid && n.encryption === wifi.encryption);
  wifi.state = seen ? 'connected' : 'failed';
  const events: EmittedEvent[] = [];
  const previous = platform.networkType;
  // Another network than the one it was on (the home network it sat on counts): a new interface and address.
  const moved = seen && (previous !== 'wifi' || before.ssid !== wifi.ssid);
  if (moved) {
    platform.networkType = 'wifi';
    platform.ip = wifiAddress(serial, wifi.ssid);
  }
  emulator.save();
  events.push(wifiStatusEvent(wifiView(emulator, local, emulator.now())));
  if (moved) {
    const change: NetworkInterfaceChanged = { type: 'wifi', previous, ssid: wifi.ssid, ip: platform.ip };
    events.push({ name: WifiEvent.networkInterface, data: change });
  }
  const logLine = `wifi: ${serial} ${wifi.state} ${JSON.stringify(wifi.ssid)}${moved ? ` (was ${previous})` : ''}`;
  await emulator.emit(events);
  return { networkType: platform.networkType, logLine };
});

/** The gateway's home as a backup keeps it (gateway/backupSnapshot.ts takeSnapshot). */
export const readHomeSnapshot = gatewayOp<void, BackupSnapshot>('readHomeSnapshot', (emulator) => takeSnapshot(emulator.contents));

/** A restore: the home becomes exactly the snapshot (gateway/backupSnapshot.ts applySnapshot), saved. Answers true. */
export const restoreHomeSnapshot = gatewayOp<{ snapshot: BackupSnapshot }, true>('restoreHomeSnapshot', (emulator, { snapshot }) => {
  applySnapshot(emulator, snapshot);
  return true;
});

/** Set when a replacement task's restore point was not read: the task changed nothing. */
export interface ReplacementStep {
  noRestorePoint: boolean;
}

const noRestorePoint: ReplacementStep = { noRestorePoint: true };
const done: ReplacementStep = { noRestorePoint: false };

/**
 * Replacement task moveDevices on the new gateway (cloud/replacement.ts):
 * as a restore does, the radio closes, then the devices, their hardware ids
 * and failed-node marks become the restore point's. Saved.
 */
export const replacementMoveDevices = gatewayOp<{ home: BackupSnapshot | null }, ReplacementStep>('replacementMoveDevices', (emulator, { home }) => {
  if (!home) return noRestorePoint;
  emulator.closeRadio();
  emulator.contents.devices = home.devices;
  emulator.contents.hardwareIds = home.hardwareIds;
  emulator.contents.failedNodes = home.failedNodes;
  emulator.save();
  return done;
});

/** Replacement task moveFloorsRooms: the floors and rooms become the restore point's. Saved. */
export const replacementMoveFloorsRooms = gatewayOp<{ home: BackupSnapshot | null }, ReplacementStep>('replacementMoveFloorsRooms', (emulator, { home }) => {
  if (!home) return noRestorePoint;
  emulator.contents.floors = home.floors;
  emulator.save();
  return done;
});

/**
 * Replacement task moveRules: the rules running now are disarmed, the
 * restore point's rules and scenario statuses take their place and are
 * armed; the rule id sequence never goes back. Saved.
 */
export const replacementMoveRules = gatewayOp<{ home: BackupSnapshot | null }, ReplacementStep>('replacementMoveRules', (emulator, { home }) => {
  if (!home) return noRestorePoint;
  const stopped = emulator.contents.rules.map((rule) => emulator.rules.ruleDeleted(rule.id));
  emulator.contents.rules = home.rules;
  emulator.contents.scenarioStatuses = home.scenarioStatuses;
  emulator.contents.ruleSeq = Math.max(emulator.contents.ruleSeq, home.ruleSeq);
  for (const log of stopped) log();
  emulator.save();
  for (const rule of emulator.contents.rules) emulator.rules.ruleChanged(rule);
  return done;
});

/** Replacement task factoryReset on the failed gateway: its home and settings wiped (the radio is left as it is). Saved. */
export const replacementFactoryReset = gatewayOp<void, ReplacementStep>('replacementFactoryReset', (emulator) => {
  factoryWipe(emulator);
  emulator.save();
  return done;
});

/** A firmware installed with an ohm version: the gateway's platform runs it. Saved. */
export const installOhmVersion = gatewayOp<{ ohmVersion: string }, void>('installOhmVersion', (emulator, { ohmVersion }) => {
  emulator.contents.platform.ohmVersion = ohmVersion;
  emulator.save();
});
