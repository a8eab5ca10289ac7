import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasNoFeedbackYet, type OperationTask } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { FormDialog, FormDialogActions } from '../../components/ui/form/FormDialog';
import { useFleetText } from './fleetText';

/**
 * A task's error feedback (spec 3 §3 "Operation task errorFeedback"): its
 * message, details, time of failure and troubleshooting. A task with none
 * that has not finished opens no dialog: a toast says "no informations
 * yet" (spec 3 §8, NO_INFORMATIONS_YET_BULK).
 */
export function ErrorFeedbackDialog({ task }: { task: OperationTask }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const text = useFleetText();
  const [open, setOpen] = useState(false);
  const name = text.taskName(task);
  const feedback = task.errorFeedback;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next && hasNoFeedbackYet(task)) return toast(t('FLEET.NO_INFORMATIONS_YET_BULK'));
        setOpen(next);
      }}
      trigger={
        <button type="button" className="hp-button hp-button--small hp-button--ghost" aria-label={t('FLEET.DETAILS.FEEDBACK_OF', { task: name })}>
          {t('FLEET.DETAILS.FEEDBACK')}
        </button>
      }
      title={t('FLEET.FEEDBACK.TITLE', { task: name })}
      description={t('FLEET.FEEDBACK.DESCRIPTION')}
      className="hp-fleet-dialog"
    >
      {feedback ? (
        <dl className="hp-fleet-feedback">
          <dt>{t('FLEET.FEEDBACK.MESSAGE')}</dt>
          <dd>{feedback.defaultMsg}</dd>
          {feedback.customMsg && (
            <>
              <dt>{t('FLEET.FEEDBACK.DETAIL')}</dt>
              <dd>{feedback.customMsg}</dd>
            </>
          )}
          <dt>{t('FLEET.FEEDBACK.TIME')}</dt>
          <dd>{text.time(feedback.timeOfFail)}</dd>
          {feedback.troubleshooting && (
            <>
              <dt>{t('FLEET.FEEDBACK.TROUBLESHOOTING')}</dt>
              <dd>{feedback.troubleshooting}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{t('FLEET.FEEDBACK.NONE')}</p>
      )}
      <FormDialogActions busy={false} closeLabel={t('APP.CLOSE')} />
    </FormDialog>
  );
}
