import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayManageGateway, type Gateway } from '@homeport/sdk';
import { markGatewayRemoved } from '../../../app/gatewayEvents';
import { useServices } from '../../../app/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { useToast } from '../../../binding/useToast';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { gatewayAtom, userAtom } from '../../../state/atoms';
import { RenameGatewayDialog } from './RenameGatewayDialog';
import { FormAlert } from '../../../components/FormAlert';

/**
 * Rename and unassign on gateway settings (spec 2 §2, spec 1 §7.3). spec 1
 * §6: only the gateway owner may; anyone else (a secondary account, an
 * admin) sees why instead of the buttons (docs/decisions.md "Roles").
 */
export function GatewayOwnerActions({ gateway }: { gateway: Gateway }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const store = useStore();
  const user = useAtomValue(userAtom);
  const { confirm } = useDialogs();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useApiErrorText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!mayManageGateway(user, gateway)) {
    return <p className="hp-muted hp-owner-actions__note">{t('GATEWAY_OWNER.OWNER_ONLY')}</p>;
  }

  const renamed = (next: Gateway) => {
    setError(null);
    // The gateway_updated event brings the same change; the answer is applied at once.
    if (store.get(gatewayAtom)?.serialNumber === next.serialNumber) store.set(gatewayAtom, next);
    toast(t('GATEWAY_OWNER.RENAMED', { name: next.name }));
  };

  async function unassign() {
    const yes = await confirm({
      title: t('GATEWAY_OWNER.UNASSIGN_TITLE', { name: gateway.name }),
      body: t('GATEWAY_OWNER.UNASSIGN_BODY', { serial: gateway.serialNumber }),
      confirmLabel: t('GATEWAY_OWNER.UNASSIGN_CONFIRM'),
      destructive: true,
    });
    if (!yes) return;
    setBusy(true);
    setError(null);
    try {
      await rest.gateways.unassign(gateway.serialNumber);
      // What gateway_removed does (app/gatewayEvents.ts): the user's list loses it and the removed screen names it.
      markGatewayRemoved(store, gateway.serialNumber);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="hp-owner-actions" role="group" aria-label={t('GATEWAY_OWNER.ACTIONS')}>
      <div className="hp-owner-actions__buttons">
        <RenameGatewayDialog gateway={gateway} disabled={busy} onRenamed={renamed} />
        <button type="button" className="hp-button hp-button--danger-outline" onClick={() => void unassign()} disabled={busy} aria-busy={busy}>
          {t('GATEWAY_OWNER.UNASSIGN')}
        </button>
      </div>
      <FormAlert text={error} />
    </div>
  );
}
