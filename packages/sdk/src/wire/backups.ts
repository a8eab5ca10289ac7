import * as v from 'valibot';
import { deviceIdSchema } from './commands';
import { DEVICE_KINDS, DeviceStatusSchema } from './deviceEvents';
import { flag, integer, recordId, serialNumber, text } from './fields';
import { placeName } from './home';
import { KeptRuleListSchema } from './scenes';

/**
 * Wire shapes of gateway backups (spec 2 §2 "Backups", §3 "Backup", §5,
 * §6, §7 /backup; docs/contracts.md "Backups"). The rules behind them
 * (minimum firmware per model, the list filter, the import file checks)
 * are in rules/backups.ts.
 */

/** in_progress while the gateway uploads its snapshot; success once kept; uploaded for an imported zip; failed when the gateway never delivered. */
export const BACKUP_STATUSES = ['in_progress', 'success', 'uploaded', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** spec 2 §3 "type manual"; `automatic` is a backup the gateway made by itself (isAutomaticallyBackup). */
export const BACKUP_TYPES = ['manual', 'automatic'] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];

/** What a backup holds, counted when it was taken (shown in the list). */
export interface BackupParams {
  devices: number;
  floors: number;
  rooms: number;
  rules: number;
  /** Size of the snapshot JSON in bytes (0 while in progress). */
  bytes: number;
}

/** spec 2 §3 "Backup: _id, status, userId, serialNumber, type manual, snapshotName, currentFWVersion, params". */
export interface Backup {
  _id: string;
  status: BackupStatus;
  /** Who made it (or imported it). */
  userId: string;
  serialNumber: string;
  type: BackupType;
  snapshotName: string;
  /** The gateway's firmware when the snapshot was taken. */
  currentFWVersion: string;
  params: BackupParams;
  /** Simulator clock, ms. */
  createdAt: number;
  updatedAt: number;
}

const count = () => integer(0, 1_000_000_000);

/** A backup as events and answers carry it (clients read the events with it). */
export const BackupSchema = v.object({
  _id: recordId(),
  status: v.picklist(BACKUP_STATUSES, `must be one of ${BACKUP_STATUSES.join(', ')}`),
  userId: recordId(),
  serialNumber: text(32),
  type: v.picklist(BACKUP_TYPES, `must be one of ${BACKUP_TYPES.join(', ')}`),
  snapshotName: v.string('must be a string'),
  currentFWVersion: v.string('must be a string'),
  params: v.object({ devices: count(), floors: count(), rooms: count(), rules: count(), bytes: count() }),
  createdAt: v.number('must be a number'),
  updatedAt: v.number('must be a number'),
});
export const BackupListSchema = v.array(BackupSchema);

/** Longest backup name (characters, after trimming); the same rule as a room name otherwise. */
export const BACKUP_NAME_MAX = 40;

/** A gateway firmware version as the gateway reports it ("3.6.2"). */
const firmwareVersion = () => v.pipe(text(32), v.regex(/^\d+(?:\.\d+){0,3}(?:[-+][0-9A-Za-z.-]{1,20})?$/, 'must be a firmware version like 3.6.2'));

/**
 * POST /backup/saveBackup (spec 2 §7: userId, serialNumber, type,
 * snapshotName, currentFWVersion). `userId` names the caller; the server
 * records the gateway's own firmware (the client's value is what it showed).
 */
export const SaveBackupBody = v.strictObject(
  {
    userId: recordId(),
    serialNumber: serialNumber(),
    type: v.optional(v.picklist(['manual'], 'must be manual'), 'manual'),
    snapshotName: placeName(),
    currentFWVersion: firmwareVersion(),
  },
  'is not a field of this call',
);
export type SaveBackupRequest = v.InferInput<typeof SaveBackupBody>;

/** POST /backup/restoreBackup: the backup, the gateway it is for, and the caller. */
export const RestoreBackupBody = v.strictObject({ backupId: recordId(), serialNumber: serialNumber(), userId: recordId() }, 'is not a field of this call');
export type RestoreBackupRequest = v.InferInput<typeof RestoreBackupBody>;

/** POST /backup/restoreBackup answers the restore that started; it ends with backup_restore restoreCompleted or backupFailed. */
export interface RestoreStarted {
  backupId: string;
  serialNumber: string;
  /** How long the gateway takes to put the snapshot back (simulator clock). */
  doneInMs: number;
}

/** POST /backup/{sn}/automatically/{userId}: the gateway's automatic-backup flag. */
export const AutomaticBackupBody = v.strictObject({ isAutomaticallyBackup: flag() }, 'is not a field of this call');
export type AutomaticBackupRequest = v.InferInput<typeof AutomaticBackupBody>;
export interface AutomaticBackupAnswer {
  serialNumber: string;
  isAutomaticallyBackup: boolean;
}

/** Backup ids in paths. */
export const BackupIdParam = recordId();

/** POST /backup/import/{sn} multipart text fields (the `file` part is the zip). */
export const ImportBackupFields = v.strictObject(
  {
    fileName: v.pipe(
      text(255),
      v.check((name) => !/[\\/\0]/.test(name), 'must be a file name, not a path'),
    ),
    userId: recordId(),
  },
  'is not a field of this call (file, fileName, userId)',
);

// ---- the zip: a manifest and the snapshot ----

/** The entries of an exported zip. */
export const BACKUP_ZIP_ENTRIES = { manifest: 'manifest.json', snapshot: 'snapshot.json' } as const;
export const BACKUP_FORMAT = 'homeport-backup/1';

/** manifest.json: which gateway the snapshot is of (serial, model, firmware, created). */
export const BackupManifestSchema = v.object({
  format: v.literal(BACKUP_FORMAT, `must be ${BACKUP_FORMAT}`),
  serialNumber: serialNumber(),
  model: text(64),
  currentFWVersion: firmwareVersion(),
  createdAt: v.pipe(v.number('must be a number'), v.integer('must be an integer'), v.minValue(0, 'must be a time')),
  snapshotName: placeName(),
});
export type BackupManifest = v.InferOutput<typeof BackupManifestSchema>;

/**
 * The most a snapshot holds of each list: far past any home (the devices
 * of the biggest the bench installs, floors and rooms a building has), and
 * what keeps one snapshot, with its rules, inside BACKUP_ZIP_MAX_INFLATED.
 */
export const SNAPSHOT_MAX_DEVICES = 5_000;
export const SNAPSHOT_MAX_FLOORS = 100;
export const SNAPSHOT_MAX_ROOMS = 200;

const upTo = <S extends v.GenericSchema>(item: S, max: number, what: string) =>
  v.pipe(v.array(item, `must be a list of ${what}`), v.maxLength(max, `holds at most ${max} ${what}`));
const word = (max = 128) => text(max, 0);

const SnapshotPropertySchema = v.object({
  name: text(128),
  value: v.nullable(v.union([v.boolean(), v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.maxLength(1024))], 'must be true, false, a number or text')),
  type: v.picklist(['bool', 'number', 'text', 'option'], 'must be bool, number, text or option'),
  readonly: flag(),
  options: v.optional(
    v.object({
      min: v.optional(v.number()),
      max: v.optional(v.number()),
      step: v.optional(v.number()),
      unit: v.optional(word(32)),
      values: v.optional(
        v.pipe(
          v.record(word(64), word(128)),
          v.check((values) => Object.keys(values).length <= 256, 'holds at most 256 values'),
        ),
      ),
      notToDisable: v.optional(flag()),
      enabledWhenRestricted: v.optional(flag()),
    }),
  ),
});

/** A device as a gateway keeps it (the device list's entry, with every text and list bounded). */
const SnapshotDeviceSchema = v.object({
  id: deviceIdSchema(),
  device_name: placeName(),
  class: word(),
  kind: v.picklist(DEVICE_KINDS, `must be one of ${DEVICE_KINDS.join(', ')}`),
  device_manufacturer: word(),
  status: DeviceStatusSchema,
  bus_id: v.picklist(['zwave', 'zigbee', 'wise', 'ip'], 'must be zwave, zigbee, wise or ip'),
  icon: word(),
  firmwareVersion: word(64),
  room_id: v.nullable(integer(0, 0x7fffffff)),
  service_list: upTo(v.object({ name: text(128), type: word(), property_list: upTo(SnapshotPropertySchema, 128, 'properties') }), 64, 'services'),
  quick_properties: upTo(v.object({ service: text(128), property: text(128) }), 4, 'quick properties'),
});

const SnapshotFloorSchema = v.object({
  floor_id: integer(0, 0x7fffffff),
  floor_name: placeName(),
  rooms: upTo(v.object({ room_id: integer(0, 0x7fffffff), room_name: placeName(), devices: upTo(deviceIdSchema(), SNAPSHOT_MAX_DEVICES, 'devices') }), SNAPSHOT_MAX_ROOMS, 'rooms'),
});

/**
 * snapshot.json: the gateway's home as a factory reset would wipe it
 * (devices, floors with their rooms, rules, scenario statuses, the paired
 * nodes' hardware ids and failed-node marks, the rule id sequence). Every
 * limit the gateway's commands keep holds here too (KeptRuleListSchema:
 * count, size, names, delays, dates, addresses): an import or a restore
 * refuses what a command would have refused, whole.
 */
export const BackupSnapshotSchema = v.object({
  devices: upTo(SnapshotDeviceSchema, SNAPSHOT_MAX_DEVICES, 'devices'),
  floors: upTo(SnapshotFloorSchema, SNAPSHOT_MAX_FLOORS, 'floors'),
  rules: KeptRuleListSchema,
  scenarioStatuses: upTo(v.object({ name: text(64), state: flag(), resource_id: integer(0, 1_000) }), 64, 'scenario statuses'),
  hardwareIds: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be a device id')), word(128)),
    v.check((ids) => Object.keys(ids).length <= SNAPSHOT_MAX_DEVICES, `holds at most ${SNAPSHOT_MAX_DEVICES} hardware ids`),
  ),
  failedNodes: upTo(integer(0, 1_000_000_000), SNAPSHOT_MAX_DEVICES, 'failed nodes'),
  ruleSeq: integer(0, Number.MAX_SAFE_INTEGER),
});
export type BackupSnapshot = v.InferOutput<typeof BackupSnapshotSchema>;

// ---- events (on the gateway's evt topic) ----

export const BackupEvent = {
  /** A backup was made (in progress) or imported (uploaded): data is the Backup. */
  added: 'backup_added',
  /** Its status changed (in_progress → success or failed): data is the Backup. */
  updated: 'backup_updated',
  /** It was removed: `{ _id, serialNumber }`. */
  removed: 'backup_removed',
  /** spec 2 §5: the gateway holds the most backups it may; data `{ message }`. */
  maxNumber: 'backup_max_number_error',
} as const;

export const BackupRemovedData = v.object({ _id: recordId(), serialNumber: text(32) });

/**
 * The refusals of /backup (docs/contracts.md "Backups"), beside the shared
 * 000400, 000403, 000404, 000503 and UDM_NOT_YOUR_DEVICE. The portal
 * translates each (spec 2 §8: the translated first error code).
 */
export const BackupErrorCode = {
  /** 409: the gateway's firmware is older than its model's minimum (spec 2 §6, §9). */
  firmwareTooOld: 'BACKUP_FIRMWARE_TOO_OLD',
  /** 409: the gateway holds BACKUP_MAX_PER_GATEWAY backups already. */
  maxNumber: 'BACKUP_MAX_NUMBER',
  /** 409: the backup is not finished (in progress or failed). */
  notReady: 'BACKUP_NOT_READY',
  /** 409: a restore is running on this gateway. */
  restoreInProgress: 'BACKUP_RESTORE_IN_PROGRESS',
  /** 400: the file is not a .zip (name or content). */
  notZip: 'BACKUP_NOT_ZIP',
  /** 400: a zip, but not a backup: unreadable, or its manifest or snapshot is missing or malformed. */
  corrupt: 'BACKUP_ZIP_CORRUPT',
  /** 413: larger than 0.5 MB. */
  tooBig: 'BACKUP_FILE_TOO_BIG',
  /** 409: the backup is of another gateway (serial) or another model. */
  wrongGateway: 'BACKUP_WRONG_GATEWAY',
  /** 403: the userId sent is not the caller's. */
  wrongOwner: 'BACKUP_WRONG_OWNER',
} as const;
export type BackupErrorCodeValue = (typeof BackupErrorCode)[keyof typeof BackupErrorCode];
