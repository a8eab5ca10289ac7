import { BackupMaxNumberErrorData, BackupRestoreData, RulesStoppedData, parseWire } from '@homeport/sdk';
import { onData, onEvent, type GatewayEventTable } from '../state/gatewayEventTable';

/**
 * The gateway events that end in a word to the user. A backup restore's end
 * says how it ended (spec 1 §4.2: cleared on backupFailed or
 * restoreCompleted; the status screen has already gone by then); a full
 * backup storage shows the event's message (spec 2 §2 "Backups"), or words
 * of our own when it has none or a malformed one. Rule runs stopped by a
 * budget (rules_stopped) say which budget and how many.
 */
export const noticeEvents: GatewayEventTable = {
  backup_restore: onData(BackupRestoreData, ({ notify }, { status }) => {
    if (status === 'backupFailed') notify({ tone: 'error', key: 'FAILURES.RESTORE_FAILED' });
    if (status === 'restoreCompleted') notify({ tone: 'info', key: 'FAILURES.RESTORE_COMPLETED' });
  }),
  // Even a malformed one says the storage is full: read here rather than dropped.
  backup_max_number_error: onEvent(({ notify }, data) => {
    const read = parseWire(BackupMaxNumberErrorData, data, 'data');
    const message = read.ok ? read.value?.message : null;
    notify(message ? { tone: 'error', text: message } : { tone: 'error', key: 'FAILURES.STORAGE_FULL' });
  }),
  rules_stopped: onData(RulesStoppedData, ({ notify }, { reason, limit, stopped, rule_ids }) =>
    notify({
      tone: 'error',
      key: reason === 'per_event' ? 'FAILURES.RULES_STOPPED_EVENT' : 'FAILURES.RULES_STOPPED_MINUTE',
      values: { limit, count: stopped, rules: rule_ids.length },
    }),
  ),
};
