import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/services';
import type { GatewaySwitch, SwitchStep } from '../../binding/useGatewaySwitch';
import { mdiCheck } from '@mdi/js';
import { Icon } from '@homeport/widgets';

const STEPS: Array<{ step: SwitchStep; key: string }> = [
  { step: 'gateway', key: 'CHANGE_GATEWAY.STEP_GATEWAY' },
  { step: 'privilege', key: 'CHANGE_GATEWAY.STEP_PRIVILEGE' },
  { step: 'pin', key: 'CHANGE_GATEWAY.STEP_PIN' },
];

/** Seconds left before cancel is allowed (spec 1 §9: 8000 ms), ticking while a switch runs. */
function useCancelCountdown(startedAt: number | null, delayMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.ceil((startedAt + delayMs - now) / 1000));
}

/**
 * The change-gateway dialog (spec 1 §2.6): the checks of a gateway switch
 * step by step; cancel stays disabled for the first 8 seconds, then
 * abandons the switch. A failure says so and closes.
 */
export function ChangeGatewayDialog({ state, onCancel }: { state: GatewaySwitch; onCancel: () => void }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const switching = state.phase === 'switching';
  const secondsLeft = useCancelCountdown(switching ? state.startedAt : null, config.constants.changeGatewayCancelDelayMs);
  const canCancel = !switching || secondsLeft === 0;

  return (
    <Dialog.Root open={state.phase !== 'idle'} onOpenChange={(next) => !next && canCancel && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content
          className="hp-dialog"
          role={state.phase === 'failed' ? 'alertdialog' : 'dialog'}
          onEscapeKeyDown={(e) => !canCancel && e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
        >
          {state.phase !== 'idle' && <Dialog.Title>{t('CHANGE_GATEWAY.TITLE', { name: state.name })}</Dialog.Title>}
          {state.phase === 'switching' && (
            <>
              <Dialog.Description className="hp-muted">{t('CHANGE_GATEWAY.BODY')}</Dialog.Description>
              <ol className="hp-steps">
                {STEPS.map(({ step, key }, index) => {
                  const current = STEPS.findIndex((s) => s.step === state.step);
                  const status = index < current ? 'done' : index === current ? 'active' : 'pending';
                  return (
                    <li key={step} className={`hp-steps__item hp-steps__item--${status}`} aria-current={status === 'active' ? 'step' : undefined}>
                      {status === 'active' && <span className="hp-spinner" aria-hidden="true" />}
                      {status === 'done' && <Icon path={mdiCheck} />}
                      {t(key)}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
          {state.phase === 'failed' && <Dialog.Description role="alert">{t('CHANGE_GATEWAY.FAILED')}</Dialog.Description>}
          <div className="hp-dialog__actions">
            <button type="button" className="hp-button hp-button--ghost" onClick={onCancel} disabled={!canCancel}>
              {state.phase === 'failed' ? t('APP.OK') : canCancel ? t('APP.CANCEL') : t('CHANGE_GATEWAY.CANCEL_IN', { seconds: secondsLeft })}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
