import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGatewayRow, ReplacementKind } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { queryKeys } from '../../state/queryKeys';
import { ReplacementWizard } from './ReplacementWizard';
import './fleet.css';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

type View = 'menu' | ReplacementKind | 'remove';

/**
 * A gateway row's "Replace, repair or remove" (spec 3 §2 "Gateway selection
 * screen"): one dialog whose first view offers the three acts; replace and
 * repair go on to the replacement wizard, remove to its confirmation.
 */
export function GatewayActionsDialog({ gateway }: { gateway: AdminGatewayRow }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('menu');
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) setView('menu');
  };
  const replaceable = config.flags.RPL_GTW && gateway.userId !== null && !gateway.replacementInProgress;

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger className="hp-button hp-button--small hp-button--ghost" aria-label={t('FLEET.ACTIONS.OPEN_FOR', { serial: gateway.serialNumber })}>
        {t('FLEET.ACTIONS.OPEN')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog hp-fleet-dialog" role={view === 'remove' ? 'alertdialog' : 'dialog'}>
          {view === 'menu' && (
            <>
              <Dialog.Title>{t('FLEET.ACTIONS.TITLE', { serial: gateway.serialNumber })}</Dialog.Title>
              <Dialog.Description className="hp-muted">{t('FLEET.ACTIONS.DESCRIPTION')}</Dialog.Description>
              {gateway.replacementInProgress && <p role="status">{t('FLEET.ACTIONS.IN_REPLACEMENT')}</p>}
              {!gateway.replacementInProgress && gateway.userId === null && <p className="hp-muted">{t('FLEET.ACTIONS.NO_OWNER')}</p>}
              <ul className="hp-fleet-choices">
                {config.flags.RPL_GTW &&
                  (['replace', 'repair'] as const).map((kind) => (
                    <li key={kind}>
                      <button type="button" className="hp-button hp-button--primary" disabled={!replaceable} onClick={() => setView(kind)}>
                        {t(kind === 'replace' ? 'FLEET.ACTIONS.REPLACE' : 'FLEET.ACTIONS.REPAIR')}
                      </button>
                      <span className="hp-muted">{t(kind === 'replace' ? 'FLEET.ACTIONS.REPLACE_HINT' : 'FLEET.ACTIONS.REPAIR_HINT')}</span>
                    </li>
                  ))}
                <li>
                  <button type="button" className="hp-button hp-button--danger-outline" disabled={gateway.replacementInProgress} onClick={() => setView('remove')}>
                    {t('FLEET.ACTIONS.REMOVE')}
                  </button>
                  <span className="hp-muted">{t('FLEET.ACTIONS.REMOVE_HINT')}</span>
                </li>
              </ul>
              <div className="hp-dialog__actions">
                <Dialog.Close className="hp-button hp-button--ghost">{t('APP.CLOSE')}</Dialog.Close>
              </div>
            </>
          )}
          {(view === 'replace' || view === 'repair') && <ReplacementWizard failed={gateway} kind={view} onBack={() => setView('menu')} onBusy={setBusy} />}
          {view === 'remove' && <RemoveGateway gateway={gateway} onBusy={setBusy} onDone={() => change(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** spec 3 §7 DELETE /udm/device/{sn}; spec 3 §8 "Removal failure". */
function RemoveGateway({ gateway, onBusy, onDone }: { gateway: AdminGatewayRow; onBusy: (busy: boolean) => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const queryClient = useQueryClient();
  const serial = gateway.serialNumber;
  const remove = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.fleet.gateways.remove(serial),
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
    onSuccess: async () => {
      toast(t('FLEET.REMOVE.DONE', { serial }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.gateways({}).slice(0, 1) });
      onDone();
    },
  });
  return (
    <>
      <Dialog.Title>{t('FLEET.REMOVE.TITLE', { serial })}</Dialog.Title>
      <Dialog.Description>{t('FLEET.REMOVE.BODY')}</Dialog.Description>
      <FormAlert text={remove.isError ? t('FLEET.REMOVE.ERROR', { serial }) : null} />
      <div className="hp-dialog__actions">
        <Dialog.Close className="hp-button hp-button--ghost" disabled={remove.isPending} autoFocus>
          {t('APP.CANCEL')}
        </Dialog.Close>
        <SubmitButton type="button" variant="danger" busy={remove.isPending} busyLabel={t('FLEET.REMOVE.BUSY')} onClick={() => remove.mutate()}>
          {t('FLEET.REMOVE.CONFIRM')}
        </SubmitButton>
      </div>
    </>
  );
}
