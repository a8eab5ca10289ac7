import type { BackupParams, BackupSnapshot } from '@homeport/sdk';
import type { GatewayContents } from './contents';
import type { GatewayEmulator } from './emulator';

/**
 * What a backup keeps of a gateway (docs/decisions.md "Backups"): its home,
 * exactly what a factory reset wipes (gateway/factoryWipe.ts wipeHome):
 * devices, floors with their rooms, rules, scenario statuses, the paired
 * nodes' hardware ids and failed-node marks, and the rule id sequence.
 * The gateway's own settings (timezone, password, bridge mode, OTA window)
 * and everything the cloud keeps (name, owner, address) are not part of it.
 */
export function takeSnapshot(contents: GatewayContents): BackupSnapshot {
  return structuredClone({
    devices: contents.devices,
    floors: contents.floors,
    rules: contents.rules,
    scenarioStatuses: contents.scenarioStatuses,
    hardwareIds: contents.hardwareIds ?? {},
    failedNodes: contents.failedNodes ?? [],
    ruleSeq: contents.ruleSeq,
  });
}

/** The counts a backup record shows. */
export function snapshotParams(snapshot: BackupSnapshot, bytes: number): BackupParams {
  return {
    devices: snapshot.devices.length,
    floors: snapshot.floors.length,
    rooms: snapshot.floors.reduce((sum, floor) => sum + floor.rooms.length, 0),
    rules: snapshot.rules.length,
    bytes,
  };
}

/**
 * A restore: the gateway's home becomes exactly the snapshot. The radio
 * closes (a pairing in progress is forgotten), the rules running now are
 * disarmed (their waiting runs logged as stopped) and the snapshot's are
 * armed; the rule id sequence never goes back (ids are never reused).
 * Saved before it returns.
 */
export function applySnapshot(emulator: GatewayEmulator, snapshot: BackupSnapshot): void {
  const { contents } = emulator;
  emulator.closeRadio();
  const stopped = contents.rules.map((rule) => emulator.rules.ruleDeleted(rule.id));
  const copy = structuredClone(snapshot);
  contents.devices = copy.devices;
  contents.floors = copy.floors;
  contents.rules = copy.rules;
  contents.scenarioStatuses = copy.scenarioStatuses;
  contents.hardwareIds = copy.hardwareIds;
  contents.failedNodes = copy.failedNodes;
  contents.ruleSeq = Math.max(contents.ruleSeq, copy.ruleSeq);
  delete contents.upgradeFailAt;
  for (const log of stopped) log();
  emulator.save();
  for (const rule of contents.rules) emulator.rules.ruleChanged(rule);
}
