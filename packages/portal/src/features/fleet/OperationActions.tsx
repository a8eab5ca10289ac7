import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canCancelAllTasks, canDeleteOperation, canRetryOperation, routes, type Operation } from '@homeport/sdk';
import { ConfirmButton } from '../../components/ui/form/ConfirmButton';
import { useFleetErrorText } from './useFleetErrorText';
import { useOperationActions } from './useOperationActions';

/**
 * An operation's retry, cancel and delete buttons (the list's row and the
 * details page). Delete is enabled only for Completed or Failed (spec 3 §4);
 * otherwise it stays in place, disabled, and says why.
 */
export function OperationActions({ operation, labels = 'row', afterDelete }: { operation: Operation; labels?: 'row' | 'page'; afterDelete?: 'list' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { retry, cancelAll, remove } = useOperationActions();
  const whyId = useId();
  const describeError = useFleetErrorText();
  const serial = operation.failedGtwSN;
  const row = labels === 'row';
  const deletable = canDeleteOperation(operation);
  return (
    <div className="hp-fleet-row-actions">
      {canRetryOperation(operation) && (
        <button
          type="button"
          className="hp-button hp-button--small"
          aria-label={row ? t('FLEET.OPERATIONS.RETRY_OF', { serial }) : undefined}
          disabled={retry.isPending}
          aria-busy={retry.isPending}
          onClick={() => retry.mutate(operation._id)}
        >
          {row ? t('FLEET.OPERATIONS.RETRY') : t('FLEET.DETAILS.RETRY')}
        </button>
      )}
      {canCancelAllTasks(operation) && (
        <ConfirmButton
          look="ghost"
          text={row ? t('FLEET.OPERATIONS.CANCEL') : t('FLEET.DETAILS.CANCEL_ALL')}
          label={row ? t('FLEET.OPERATIONS.CANCEL_OF', { serial }) : undefined}
          title={t('FLEET.OPERATIONS.CANCEL_TITLE', { serial })}
          body={t('FLEET.OPERATIONS.CANCEL_BODY')}
          confirmLabel={t('FLEET.OPERATIONS.CANCEL_CONFIRM')}
          destructive
          describeError={describeError}
          onConfirm={() => cancelAll.mutateAsync(operation._id)}
        />
      )}
      {deletable ? (
        <ConfirmButton
          look="danger-outline"
          text={row ? t('FLEET.OPERATIONS.DELETE') : t('FLEET.DETAILS.DELETE')}
          label={row ? t('FLEET.OPERATIONS.DELETE_OF', { serial }) : undefined}
          title={t('FLEET.OPERATIONS.DELETE_TITLE', { serial })}
          body={t('FLEET.OPERATIONS.DELETE_BODY')}
          confirmLabel={t('FLEET.OPERATIONS.DELETE_CONFIRM')}
          destructive
          describeError={describeError}
          onConfirm={async () => {
            await remove.mutateAsync(operation._id);
            if (afterDelete === 'list') void navigate(routes.operations, { replace: true });
          }}
        />
      ) : (
        <>
          <button
            type="button"
            className="hp-button hp-button--small hp-button--danger-outline"
            aria-label={row ? t('FLEET.OPERATIONS.DELETE_OF', { serial }) : undefined}
            aria-describedby={whyId}
            disabled
          >
            {row ? t('FLEET.OPERATIONS.DELETE') : t('FLEET.DETAILS.DELETE')}
          </button>
          <span id={whyId} className="hp-visually-hidden">
            {t('FLEET.OPERATIONS.DELETE_NOT_YET')}
          </span>
        </>
      )}
    </div>
  );
}
