import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { mayManageGateway, type Gateway } from '@homeport/sdk';
import { markGatewayRemoved } from '../../../state/gatewayChanges';
import { useServices } from '../../../services/services';
import { useToast } from '../../../binding/useToast';
import { ConfirmDialog } from '../../../components/ui/form/ConfirmDialog';
import { userAtom } from '../../../state/atoms';
import { queryKeys } from '../../../state/queryKeys';
import { RenameGatewayDialog } from './RenameGatewayDialog';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/**
 * Rename and unassign on gateway settings (spec 2 §2, spec 1 §7.3). spec 1
 * §6: only the gateway owner may; anyone else (a secondary account, an
 * admin) sees why instead of the buttons (docs/decisions.md "Roles").
 */
export function GatewayOwnerActions({ gateway }: { gateway: Gateway }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const store = useStore();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const toast = useToast(config.constants.toastHideDelayMs);
  const unassign = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.gateways.unassign(gateway.serialNumber),
    // What gateway_removed does (app/gatewayEvents.ts): the user's list loses it and the removed screen names it.
    onSuccess: () => markGatewayRemoved(store, gateway.serialNumber),
  });
  const busy = unassign.isPending;

  if (!mayManageGateway(user, gateway)) {
    return <p className="hp-muted hp-owner-actions__note">{t('GATEWAY_OWNER.OWNER_ONLY')}</p>;
  }

  const renamed = (next: Gateway) => {
    unassign.reset();
    // The gateway_updated event brings the same change; the answer is applied at once.
    queryClient.setQueryData(queryKeys.gateway(next.serialNumber), next);
    toast(t('GATEWAY_OWNER.RENAMED', { name: next.name }));
  };

  return (
    <div className="hp-owner-actions" role="group" aria-label={t('GATEWAY_OWNER.ACTIONS')}>
      <div className="hp-owner-actions__buttons">
        <RenameGatewayDialog gateway={gateway} disabled={busy} onRenamed={renamed} />
        <ConfirmDialog
          trigger={
            <button type="button" className="hp-button hp-button--danger-outline" disabled={busy}>
              {t('GATEWAY_OWNER.UNASSIGN')}
            </button>
          }
          title={t('GATEWAY_OWNER.UNASSIGN_TITLE', { name: gateway.name })}
          body={t('GATEWAY_OWNER.UNASSIGN_BODY', { serial: gateway.serialNumber })}
          confirmLabel={t('GATEWAY_OWNER.UNASSIGN_CONFIRM')}
          busyLabel={t('FORM.REMOVING')}
          destructive
          onConfirm={() => unassign.mutateAsync()}
        />
      </div>
    </div>
  );
}
