import * as v from 'valibot';
import { flag, text } from './fields';
import { plainObjectSchema } from './mqtt';
import { BulkEventSchema } from './bulk';

/**
 * The data of the cloud's events (docs/contracts.md "Sessions of one user",
 * "Gateway state events"). Device events are in deviceEvents.ts.
 */

/** logout_user, client_expire_session: one session of one user, named by its ref (model/sessionRef.ts). */
export const SessionEventData = v.object({ userId: text(64), sessionRef: text(64) });

/** admin_deleted_your_account. */
export const AccountDeletedData = v.object({ userId: text(64) });

/** gateway_removed: the gateway left this user's list. */
export const GatewayRemovedData = v.object({ serialNumber: text(32) });

/** gateway_updated: fields of the gateway record that changed, published by the cloud. */
export const GatewayUpdatedDataSchema = v.object({ serialNumber: text(32), changes: plainObjectSchema() });
export type GatewayUpdatedData = v.InferOutput<typeof GatewayUpdatedDataSchema>;

/** privileged_mode (spec 1 §4.2): who holds it, `{userId}` or `{userId}:{client}`, or null. */
export const PrivilegedModeData = v.object({ active: flag(), owner: v.nullable(v.string('must be a string or null')) });

/** gateway_lock_status (spec 1 §4.2): the raw lock status word. */
export const GatewayLockStatusData = v.object({ status: v.pipe(v.number('must be an integer'), v.integer('must be an integer')) });

/** The user-topic events a client acts on, by name. */
export const AccountEventSchema = v.variant('name', [
  v.object({ name: v.literal('logout_user'), data: SessionEventData }),
  v.object({ name: v.literal('client_expire_session'), data: SessionEventData }),
  v.object({ name: v.literal('admin_deleted_your_account'), data: AccountDeletedData }),
  v.object({ name: v.literal('gateway_removed'), data: GatewayRemovedData }),
]);
export type AccountEventMessage = v.InferOutput<typeof AccountEventSchema>;

/** backup_restore (spec 1 §4.2): a restore started, or how it ended. */
export const BACKUP_RESTORE_STATUSES = ['started', 'restoreCompleted', 'backupFailed'] as const;
export const BackupRestoreData = v.object({ status: v.picklist(BACKUP_RESTORE_STATUSES, `must be one of ${BACKUP_RESTORE_STATUSES.join(', ')}`) });

/**
 * backup_max_number_error (spec 2 §2 "Backups": a max-storage event shows a
 * toast with the event's message). The message may be missing (data null,
 * or no message); a client then shows words of its own.
 */
export const BackupMaxNumberErrorData = v.nullish(
  v.object({ message: v.nullish(v.pipe(v.string('must be a string'), v.trim(), v.maxLength(500, 'must be at most 500 characters'))) }),
);

/**
 * The events of `{product}/admin/evt` a client acts on by name: the
 * fleet's gateway_updated and the bulk operations' bom_* events
 * (wire/bulk.ts, docs/contracts.md "Bulk operations").
 */
export const AdminEventSchema = v.variant('name', [v.object({ name: v.literal('gateway_updated'), data: GatewayUpdatedDataSchema }), ...BulkEventSchema.options]);
export type AdminEventMessage = v.InferOutput<typeof AdminEventSchema>;
