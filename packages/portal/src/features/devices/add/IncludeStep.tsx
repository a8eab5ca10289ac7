import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueModel, GatewayHandle } from '@homeport/sdk';
import { gatewayCommandText } from '../../../binding/gatewayCommandText';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { useSecondsUntil } from '../../../binding/useSecondsUntil';
import { useInclusion } from './useInclusion';

/**
 * Include (spec 2 §4): the gateway listens with a countdown while the
 * person presses the device's pair button; the device's interview, its
 * arrival, a failure with its reason and a try-again, and the duplicate
 * warning of spec 2 §8.
 */
export function IncludeStep({
  handle,
  model,
  deviceId,
  onAdded,
  onCancel,
}: {
  handle: GatewayHandle;
  model: CatalogueModel;
  /** The id of a device added by its id (wise, media, custom). */
  deviceId: string | null;
  onAdded: (device: { deviceId: number; name: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const apiText = useApiErrorText();
  const deviceName = t(`PAIRING.MODEL.${model.id}`);
  const { inclusion, retry, release } = useInclusion(handle, true, model, deviceId);
  const endsAt = inclusion.phase === 'open' ? inclusion.endsAt : inclusion.phase === 'adding' ? inclusion.endsAt : null;
  const seconds = useSecondsUntil(endsAt);

  useEffect(() => {
    if (inclusion.phase !== 'added') return;
    void release();
    onAdded({ deviceId: inclusion.deviceId, name: inclusion.name });
  }, [inclusion, onAdded, release]);

  const cancel = () => {
    void release();
    onCancel();
  };

  let body;
  switch (inclusion.phase) {
    case 'starting':
      body = (
        <p className="hp-add__status" role="status">
          <span className="hp-spinner hp-spinner--small" aria-hidden="true" /> {t('PAIRING.STARTING')}
        </p>
      );
      break;
    case 'open':
      body = (
        <div className="hp-add__listening" role="status">
          <p className="hp-add__status">{t('PAIRING.OPEN', { device: deviceName })}</p>
          <p className="hp-muted">{t('PAIRING.OPEN_HINT')}</p>
          {seconds !== null && <p className="hp-add__countdown">{t('PAIRING.SECONDS_LEFT', { count: seconds })}</p>}
        </div>
      );
      break;
    case 'adding':
      body = (
        <p className="hp-add__status" role="status">
          <span className="hp-spinner hp-spinner--small" aria-hidden="true" /> {t('PAIRING.ADDING')}
        </p>
      );
      break;
    case 'closed':
      body = <p role="alert">{t('PAIRING.CLOSED')}</p>;
      break;
    case 'failed':
      body = (
        <div role="alert">
          <p className="hp-add__status">{t('PAIRING.ERROR_WHILE_PAIRING_DEVICE')}</p>
          <p>{t('PAIRING.EVENT_ADDING_DEVICE_FAILED', { reason: inclusion.message, code: inclusion.code })}</p>
        </div>
      );
      break;
    case 'error':
      body = <p role="alert">{t('PAIRING.START_FAILED', { reason: gatewayCommandText(inclusion.error, t) ?? apiText(inclusion.error) })}</p>;
      break;
    default:
      body = null;
  }
  const canRetry = inclusion.phase === 'closed' || inclusion.phase === 'failed' || inclusion.phase === 'error' || inclusion.phase === 'duplicate';

  return (
    <div className="hp-card hp-add__include">
      {body}
      <div className="hp-dialog__actions">
        <button type="button" className="hp-button hp-button--ghost" onClick={cancel}>
          {t('PAIRING.CANCEL')}
        </button>
        {canRetry && (
          <button type="button" className="hp-button hp-button--primary" onClick={() => void retry()}>
            {t('PAIRING.TRY_AGAIN')}
          </button>
        )}
      </div>
      <Dialog.Root open={inclusion.phase === 'duplicate'} onOpenChange={(open) => !open && cancel()}>
        <Dialog.Portal>
          <Dialog.Overlay className="hp-dialog__overlay" />
          <Dialog.Content className="hp-dialog" role="alertdialog">
            <Dialog.Title>{t('PAIRING.WARNING_TITLE')}</Dialog.Title>
            <Dialog.Description>{t('PAIRING.DEV_ALREADY_ASSIGNED_TEXT')}</Dialog.Description>
            <div className="hp-dialog__actions">
              <button type="button" className="hp-button hp-button--primary" onClick={cancel} autoFocus>
                {t('PAIRING.UNDERSTOOD')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
