import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import { routes, type Device, type GatewayHandle } from '@homeport/sdk';
import { gatewayCommandText } from '../../../binding/gatewayCommandText';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { useSecondsUntil } from '../../../binding/useSecondsUntil';
import { ConfirmDialog } from '../../../components/ui/form/ConfirmDialog';
import { useNetworkSession } from './useNetworkSession';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/** spec 2 §4: a Z-Wave node that is offline (5) or in error (4) takes the failed-node path. */
export const isFailedZWave = (device: Device): boolean => device.bus_id === 'zwave' && (device.status === 4 || device.status === 5);

/**
 * Exclude a device (spec 2 §4 "Exclude"): the gateway listens for the
 * device's button with a countdown; device_removed ends it. A failed
 * Z-Wave node is removed without it, and if even that fails, forced out
 * after a confirmation. Closing the dialog closes the network.
 */
export function ExcludeDialog({ handle, device, onOpenChange }: { handle: GatewayHandle; device: Device; onOpenChange?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="hp-button hp-button--danger-outline">
        <Icon path={ACTION_ICONS.delete} /> {t('DEVICE_MANAGE.EXCLUDE')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog">
          <Dialog.Title>{t('DEVICE_MANAGE.EXCLUDE_TITLE', { name: device.device_name })}</Dialog.Title>
          {open && <ExcludeBody handle={handle} device={device} onClose={() => setOpen(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ExcludeBody({ handle, device, onClose }: { handle: GatewayHandle; device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apiText = useApiErrorText();
  const failedNode = isFailedZWave(device);
  const { session, start, release } = useNetworkSession(handle, device.id);
  const seconds = useSecondsUntil(session.phase === 'open' ? session.endsAt : null);
  const removeFailed = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: () => handle.command('remove_failed_node', { device: device.id }, { type: 'controller_command' }) });
  const force = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: () => handle.command('delete_device', { device: device.id }, { type: 'command' }) });
  const name = device.device_name;

  useEffect(() => {
    if (!failedNode) void start('exclusion');
  }, [failedNode, start]);

  const finish = () => {
    onClose();
    void navigate(routes.quick_controls);
  };
  const close = () => {
    void release();
    onClose();
  };

  if (session.phase === 'done')
    return (
      <>
        <Dialog.Description role="status">{t('DEVICE_MANAGE.EXCLUDE_DONE', { name })}</Dialog.Description>
        <div className="hp-dialog__actions">
          <button type="button" className="hp-button hp-button--primary" onClick={finish} autoFocus>
            {t('DEVICE_MANAGE.CLOSE')}
          </button>
        </div>
      </>
    );

  if (failedNode)
    return (
      <>
        <Dialog.Description>{t('DEVICE_MANAGE.FAILED_NODE', { name })}</Dialog.Description>
        {removeFailed.isSuccess && (
          <p role="status">
            <span className="hp-spinner hp-spinner--small" aria-hidden="true" /> {t('DEVICE_MANAGE.REMOVING')}
          </p>
        )}
        {removeFailed.error && (
          <p role="alert" className="hp-field__error">
            {t('DEVICE_MANAGE.REMOVE_FAILED_ERROR', { reason: gatewayCommandText(removeFailed.error, t) })}
          </p>
        )}
        <div className="hp-dialog__actions">
          <button type="button" className="hp-button hp-button--ghost" onClick={close}>
            {t('DEVICE_MANAGE.CANCEL')}
          </button>
          {removeFailed.error && (
            <ConfirmDialog
              trigger={<button className="hp-button hp-button--danger-outline">{t('DEVICE_MANAGE.FORCE')}</button>}
              title={t('DEVICE_MANAGE.FORCE_TITLE', { name })}
              body={t('DEVICE_MANAGE.FORCE_BODY', { name })}
              confirmLabel={t('DEVICE_MANAGE.FORCE')}
              destructive
              onConfirm={() => force.mutateAsync()}
            />
          )}
          <button type="button" className="hp-button hp-button--danger" disabled={removeFailed.isPending || removeFailed.isSuccess} onClick={() => removeFailed.mutate()}>
            {removeFailed.isPending ? t('DEVICE_MANAGE.REMOVING') : t('DEVICE_MANAGE.REMOVE_FAILED')}
          </button>
        </div>
      </>
    );

  return (
    <>
      {session.phase === 'open' ? (
        <Dialog.Description role="status">
          {t('DEVICE_MANAGE.EXCLUDE_OPEN', { name })} {seconds !== null && <strong className="hp-add__countdown-inline">{t('PAIRING.SECONDS_LEFT', { count: seconds })}</strong>}
        </Dialog.Description>
      ) : session.phase === 'closed' ? (
        <Dialog.Description role="alert">{t('DEVICE_MANAGE.EXCLUDE_CLOSED')}</Dialog.Description>
      ) : session.phase === 'error' ? (
        <Dialog.Description role="alert">{t('DEVICE_MANAGE.START_FAILED', { reason: gatewayCommandText(session.error, t) ?? apiText(session.error) })}</Dialog.Description>
      ) : (
        <Dialog.Description role="status">
          <span className="hp-spinner hp-spinner--small" aria-hidden="true" /> {t('DEVICE_MANAGE.EXCLUDE_STARTING')}
        </Dialog.Description>
      )}
      <div className="hp-dialog__actions">
        <button type="button" className="hp-button hp-button--ghost" onClick={close}>
          {t('DEVICE_MANAGE.CANCEL')}
        </button>
        {(session.phase === 'closed' || session.phase === 'error') && (
          <button type="button" className="hp-button hp-button--primary" onClick={() => void start('exclusion')}>
            {t('DEVICE_MANAGE.TRY_AGAIN')}
          </button>
        )}
      </div>
    </>
  );
}
