import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes, type Group } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import { AddUsersForm } from './AddUsersForm';
import { GroupUsersTable } from './GroupUsersTable';
import { groupsKeys } from './groupsKeys';
import { useGroupsErrorText } from './useGroupsErrorText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/**
 * One group on /groups: its name, description and tag, edit (the
 * create/edit page with ?editGroup=), delete (after a confirmation), its
 * users and the form that adds more.
 */
export function GroupPanel({ group, onDeleted }: { group: Group; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useGroupsErrorText();
  const remove = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.groups.remove(group._id),
    onSuccess: async () => {
      toast(t('GROUPS.DELETED', { name: group.groupName }));
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all() });
    },
  });

  return (
    <div className="hp-groups__panel">
      <div className="hp-card hp-groups__summary">
        <div>
          <h2>{group.groupName}</h2>
          <dl>
            <dt>{t('GROUPS.DESCRIPTION')}</dt>
            <dd>{group.description}</dd>
            {group.tag ? (
              <>
                <dt>{t('GROUPS.TAG')}</dt>
                <dd>{group.tag}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="hp-groups__actions">
          <Link className="hp-button" to={`${routes.create_edit_group_page}?${new URLSearchParams({ editGroup: group._id }).toString()}`}>
            {t('GROUPS.EDIT')}
          </Link>
          <ConfirmDialog
            trigger={
              <button type="button" className="hp-button hp-button--danger">
                {t('GROUPS.DELETE')}
              </button>
            }
            title={t('GROUPS.DELETE_TITLE', { name: group.groupName })}
            body={t('GROUPS.DELETE_BODY')}
            confirmLabel={t('GROUPS.DELETE')}
            busyLabel={t('GROUPS.DELETE_BUSY')}
            destructive
            describeError={errorText}
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      </div>
      <AddUsersForm group={group} />
      <GroupUsersTable group={group} />
    </div>
  );
}
