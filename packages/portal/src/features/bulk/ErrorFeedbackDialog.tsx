import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { BulkTask } from '@homeport/sdk';
import { formatTime } from '../../components/admin/formatTime';

/** A task's error feedback (spec 3 §3 errorFeedback{defautlMsg, customMsg, timeOfFail, troubleshooting}). */
export function ErrorFeedbackDialog({ task, onClose }: { task: BulkTask | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const feedback = task?.errorFeedback ?? null;
  return (
    <Dialog.Root open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog">
          <Dialog.Title>{t('BULK.FEEDBACK_TITLE', { serial: task?.device ?? '' })}</Dialog.Title>
          <Dialog.Description className="hp-muted">{t('BULK.FEEDBACK_DESCRIPTION')}</Dialog.Description>
          {feedback ? (
            <dl className="bulk-feedback">
              <dt>{t('BULK.FEEDBACK_MESSAGE')}</dt>
              <dd>{feedback.defautlMsg}</dd>
              {feedback.customMsg && (
                <>
                  <dt>{t('BULK.FEEDBACK_DETAIL')}</dt>
                  <dd>{feedback.customMsg}</dd>
                </>
              )}
              <dt>{t('BULK.FEEDBACK_TIME')}</dt>
              <dd>{formatTime(feedback.timeOfFail, i18n.language)}</dd>
              {feedback.troubleshooting && (
                <>
                  <dt>{t('BULK.FEEDBACK_TROUBLESHOOTING')}</dt>
                  <dd>{feedback.troubleshooting}</dd>
                </>
              )}
            </dl>
          ) : (
            <p>{t('BULK.FEEDBACK_NONE')}</p>
          )}
          <div className="hp-dialog__actions">
            <Dialog.Close className="hp-button">{t('APP.CLOSE')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
