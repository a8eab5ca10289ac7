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

/** The parts of the home a snapshot replaces, as they are (the same fields takeSnapshot reads, uncopied). */
function homeOf(contents: GatewayContents): BackupSnapshot {
  const { devices, floors, rules, scenarioStatuses, hardwareIds, failedNodes, ruleSeq } = contents;
  return { devices, floors, rules, scenarioStatuses, hardwareIds: hardwareIds ?? {}, failedNodes: failedNodes ?? [], ruleSeq };
}

function putHome(contents: GatewayContents, home: BackupSnapshot): void {
  contents.devices = home.devices;
  contents.floors = home.floors;
  contents.rules = home.rules;
  contents.scenarioStatuses = home.scenarioStatuses;
  contents.hardwareIds = home.hardwareIds;
  contents.failedNodes = home.failedNodes;
}

/**
 * A restore: the gateway's home becomes exactly the snapshot. The radio
 * closes (a pairing in progress is forgotten), the rules running now are
 * disarmed (their waiting runs logged as stopped) and the snapshot's are
 * armed; the rule id sequence never goes back (ids are never reused).
 * Saved before it returns. All or nothing: when saving or arming fails, the
 * home as it was is put back, saved and re-armed, and the error goes on.
 */
export function applySnapshot(emulator: GatewayEmulator, snapshot: BackupSnapshot): void {
  const { contents } = emulator;
  const previous = homeOf(contents);
  const previousSeq = contents.ruleSeq;
  const upgradeFailAt = contents.upgradeFailAt;
  const copy = structuredClone(snapshot);
  emulator.closeRadio();
  const stopped = contents.rules.map((rule) => emulator.rules.ruleDeleted(rule.id));
  try {
    putHome(contents, copy);
    contents.ruleSeq = Math.max(previousSeq, copy.ruleSeq);
    delete contents.upgradeFailAt;
    emulator.save();
    for (const rule of contents.rules) emulator.rules.ruleChanged(rule);
  } catch (error) {
    for (const rule of contents.rules) emulator.rules.ruleDeleted(rule.id);
    putHome(contents, previous);
    contents.ruleSeq = previousSeq;
    if (upgradeFailAt !== undefined) contents.upgradeFailAt = upgradeFailAt;
    emulator.save();
    for (const rule of contents.rules) emulator.rules.ruleChanged(rule);
    throw error;
  }
  for (const log of stopped) log();
}
