import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BackupMaxNumberErrorData, BackupRestoreData, RulesStoppedData, parseWire, type GatewayEvent } from '@homeport/sdk';
import { useToast } from '../binding/useToast';
import { gatewayAtom, linkAtom, type Toast } from '../state/atoms';
import { useServices } from '../services/services';

/** What one gateway event says to the user: a catalogue key, or the gateway's own words. */
export type EventNotice = { tone: Toast['tone'] } & ({ key: string; values?: Record<string, number> } | { text: string });

/**
 * The gateway events that end in a word to the user, read with the sdk's
 * wire schemas. A backup restore's end says how it ended (spec 1 §4.2:
 * cleared on backupFailed or restoreCompleted; the status screen has
 * already gone by then); a full backup storage shows the event's message
 * (spec 2 §2 "Backups"), or words of our own when it has none or a malformed one.
 * Rule runs stopped by a budget (rules_stopped) say which budget and how many.
 */
export function noticeFor(event: GatewayEvent): EventNotice | null {
  switch (event.name) {
    case 'backup_restore': {
      const read = parseWire(BackupRestoreData, event.data, 'data');
      if (!read.ok) return null;
      if (read.value.status === 'backupFailed') return { tone: 'error', key: 'FAILURES.RESTORE_FAILED' };
      if (read.value.status === 'restoreCompleted') return { tone: 'info', key: 'FAILURES.RESTORE_COMPLETED' };
      return null;
    }
    case 'backup_max_number_error': {
      const read = parseWire(BackupMaxNumberErrorData, event.data, 'data');
      const message = read.ok ? read.value?.message : null;
      return message ? { tone: 'error', text: message } : { tone: 'error', key: 'FAILURES.STORAGE_FULL' };
    }
    case 'rules_stopped': {
      const read = parseWire(RulesStoppedData, event.data, 'data');
      if (!read.ok) return null;
      const { reason, limit, stopped, rule_ids } = read.value;
      return {
        tone: 'error',
        key: reason === 'per_event' ? 'FAILURES.RULES_STOPPED_EVENT' : 'FAILURES.RULES_STOPPED_MINUTE',
        values: { limit, count: stopped, rules: rule_ids.length },
      };
    }
    default:
      return null;
  }
}

/** Shows the current gateway's event notices as toasts (Runtime). */
export function useGatewayEventToasts() {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const link = useAtomValue(linkAtom);
  const serial = useAtomValue(gatewayAtom)?.serialNumber;

  useEffect(() => {
    if (!link || !serial) return;
    // The events arrive on the watch useGatewayEvents holds.
    return link.on('event', (from, event) => {
      if (from !== serial) return;
      const notice = noticeFor(event);
      if (notice) toast('key' in notice ? t(notice.key, notice.values) : notice.text, notice.tone);
    });
  }, [link, serial, toast, t]);
}
