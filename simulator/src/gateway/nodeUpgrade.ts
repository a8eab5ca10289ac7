import type { Device, DeviceService, PropertyValue } from '@homeport/sdk';
import { CommandError, ResponseCode, type DelayedReaction, type EmittedEvent } from './commands/outcome';
import { report } from './propertyEvents';
import type { EmulatedGateway } from './emulatedGateway';

/**
 * spec 2 §4: UpgradeState 2 is in progress, 4 finished. The spec names no
 * failure; 3 is ours (docs/decisions.md "Node upgrade that fails").
 */
export const UpgradeState = { idle: 0, inProgress: 2, failed: 3, finished: 4 } as const;

/** The emulated node upgrade advances UpgradeProgress by a quarter this often. */
export const UPGRADE_STEP_MS = 750;
const STEPS = [25, 50, 75, 100];

const isOta = (service: DeviceService) => service.name === 'OTAService';
const current = (service: DeviceService, name: string) => service.property_list.find((p) => p.name === name)?.value;

/**
 * The one write OTAService takes: UpgradeState 2 starts a node upgrade. It
 * is refused (code 5, nothing changes) for any other value, when the device
 * has no new firmware, or while an upgrade is already running.
 */
export function checkUpgradeStart(service: DeviceService, property: string, value: PropertyValue): void {
  if (!isOta(service) || property !== 'UpgradeState') return;
  if (value !== UpgradeState.inProgress) throw new CommandError(ResponseCode.badValue, `UpgradeState: only ${UpgradeState.inProgress} (start) may be written`);
  if (current(service, 'NewFirmwareAvailable') !== true) throw new CommandError(ResponseCode.badValue, 'UpgradeState: the device has no new firmware');
  if (current(service, 'UpgradeState') === UpgradeState.inProgress) throw new CommandError(ResponseCode.badValue, 'UpgradeState: an upgrade is already running');
}

/** "1.93.11" -> "1.93.12": the version a finished upgrade reports (the last number plus one). */
export function nextFirmwareVersion(version: string): string {
  const match = /^(.*?)(\d+)(\D*)$/.exec(version);
  return match ? `${match[1]}${Number(match[2]) + 1}${match[3]}` : `${version}.1`;
}

/**
 * The failure QA arranged for this device's next upgrade (control API
 * "firmware"), taken: the upgrade after it succeeds unless arranged again.
 */
function takeFailAt(emulator: EmulatedGateway, deviceId: number): number | undefined {
  const arranged = emulator.contents.upgradeFailAt;
  const failAt = arranged?.[String(deviceId)];
  if (arranged && failAt !== undefined) delete arranged[String(deviceId)];
  return failAt;
}

/**
 * A started upgrade: UpgradeProgress 0, then 25, 50, 75 and 100 one step
 * apart, then UpgradeState 4, NewFirmwareAvailable false and the next
 * firmwareVersion (read with the device list). When QA arranged a failure
 * at some percentage, progress stops there (reported at the step that
 * reaches it) and UpgradeState becomes 3; the firmware stays new, so the
 * upgrade may be started again.
 */
export function upgradeReaction(emulator: EmulatedGateway, device: Device, service: DeviceService): { events: EmittedEvent[]; later: DelayedReaction[] } {
  const failAt = takeFailAt(emulator, device.id);
  const steps = failAt === undefined ? STEPS : [...STEPS.filter((progress) => progress < failAt), failAt];
  const step = (progress: number, last: boolean) => () => {
    const events = [report(device, service, 'UpgradeProgress', progress)];
    if (last && failAt !== undefined) {
      events.push(report(device, service, 'UpgradeState', UpgradeState.failed));
    } else if (last) {
      events.push(report(device, service, 'UpgradeState', UpgradeState.finished), report(device, service, 'NewFirmwareAvailable', false));
      device.firmwareVersion = nextFirmwareVersion(device.firmwareVersion);
    }
    emulator.save();
    return events.filter((e): e is EmittedEvent => e !== null);
  };
  const started = report(device, service, 'UpgradeProgress', 0);
  emulator.save();
  return {
    events: started ? [started] : [],
    later: steps.map((progress, i) => ({ afterMs: UPGRADE_STEP_MS * (i + 1), run: step(progress, i === steps.length - 1) })),
  };
}
