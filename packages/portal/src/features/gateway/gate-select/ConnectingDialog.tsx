import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Selection, SelectionStep } from './useGatewaySelection';
import { mdiCheck } from '@mdi/js';
import { Icon } from '@homeport/widgets';

const STEPS: Array<{ step: SelectionStep; key: string }> = [
  { step: 'privilege', key: 'GATE_SELECT.STEP_PRIVILEGE' },
  { step: 'pin', key: 'GATE_SELECT.STEP_PIN' },
  { step: 'devices', key: 'GATE_SELECT.STEP_DEVICES' },
];

/** The connecting dialog of spec 1 §4.3 and its failure alert. Escape cancels. */
export function ConnectingDialog({ selection, onCancel }: { selection: Selection; onCancel: () => void }) {
  const { t } = useTranslation();
  const open = selection.phase !== 'idle';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog" role={selection.phase === 'failed' ? 'alertdialog' : 'dialog'}>
          {selection.phase === 'connecting' && (
            <>
              <Dialog.Title>{t('GATE_SELECT.CONNECTING_TITLE', { serial: selection.serial })}</Dialog.Title>
              <Dialog.Description className="hp-muted">{t('GATE_SELECT.CONNECTING_BODY')}</Dialog.Description>
              <ol className="hp-steps">
                {STEPS.map(({ step, key }, index) => {
                  const current = STEPS.findIndex((s) => s.step === selection.step);
                  const state = index < current ? 'done' : index === current ? 'active' : 'pending';
                  return (
                    <li key={step} className={`hp-steps__item hp-steps__item--${state}`} aria-current={state === 'active' ? 'step' : undefined}>
                      {state === 'active' && <span className="hp-spinner" aria-hidden="true" />}
                      {state === 'done' && <Icon path={mdiCheck} />}
                      {t(key)}
                    </li>
                  );
                })}
              </ol>
              <div className="hp-dialog__actions">
                <Dialog.Close className="hp-button hp-button--ghost">{t('APP.CANCEL')}</Dialog.Close>
              </div>
            </>
          )}
          {selection.phase === 'failed' && (
            <>
              <Dialog.Title>{t('GATE_SELECT.FAILED_TITLE')}</Dialog.Title>
              <Dialog.Description role="alert">{t(`GATE_SELECT.${selection.reason}`)}</Dialog.Description>
              <div className="hp-dialog__actions">
                <Dialog.Close className="hp-button hp-button--primary">{t('APP.OK')}</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
