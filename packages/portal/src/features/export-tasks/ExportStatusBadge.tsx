import { useTranslation } from 'react-i18next';
import { EXPORT_STATUS_KEYS, type ExportStatus } from '@homeport/sdk';

const TONE: Record<ExportStatus, string> = {
  pending: '',
  in_progress: 'hp-badge--status-6',
  completed: 'hp-badge--online',
  canceled: '',
  failed: 'hp-badge--offline',
};

/** spec 3 §4: Pending, In Progress, Completed, Canceled, Failed. */
export function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation();
  return <span className={`hp-badge ${TONE[status]}`}>{t(`EXPORT_TASKS.STATUS_${EXPORT_STATUS_KEYS[status]}`)}</span>;
}
