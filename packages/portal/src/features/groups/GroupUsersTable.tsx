import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_USERS_PAGE_SIZE, type Group, type GroupUserRow } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { DataTable } from '../../components/ui/DataTable';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { groupsKeys } from './groupsKeys';
import { useGroupsErrorText } from './useGroupsErrorText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/** The users of one group, 10 a page from the server (spec 3 §9), each with remove (after a confirmation). */
export function GroupUsersTable({ group }: { group: Group }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const headingId = useId();
  const [table, actions] = useTableState({ pageSize: GROUP_USERS_PAGE_SIZE });
  const params = { groupId: group._id, page: table.page, limit: table.pageSize };
  const users = useQuery({
    queryKey: groupsKeys.users(group._id, params),
    queryFn: async () => {
      const page = await rest.groups.users(params);
      return { rows: page.data, total: page.count };
    },
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Array<Column<GroupUserRow>>>(
    () => [
      { id: 'username', header: t('GROUPS.USERS.USERNAME'), cell: (row) => row.username },
      { id: 'name', header: t('GROUPS.USERS.NAME'), cell: (row) => [row.firstName, row.lastName].filter(Boolean).join(' ') },
      { id: 'actions', header: t('GROUPS.USERS.ACTIONS'), hideHeader: true, cell: (row) => <RemoveUser group={group} user={row} /> },
    ],
    [t, group],
  );

  const total = users.data?.total;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{total === undefined ? t('GROUPS.USERS.HEADING') : t('GROUPS.USERS.HEADING_COUNT', { count: total })}</h2>
      <DataTable
        label={t('GROUPS.USERS.TABLE', { name: group.groupName })}
        columns={columns}
        rowKey={(row) => row._id}
        query={users}
        state={table}
        actions={actions}
        paging="server"
        loading={t('GROUPS.USERS.LOADING')}
        failed={t('GROUPS.USERS.FAILED')}
        empty={{ title: t('GROUPS.USERS.NONE'), hint: t('GROUPS.USERS.NONE_HINT') }}
        noMatch={t('GROUPS.USERS.NO_MATCH')}
      />
    </section>
  );
}

function RemoveUser({ group, user }: { group: Group; user: GroupUserRow }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useGroupsErrorText();
  const remove = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.groups.removeUser(group._id, user._id),
    onSuccess: async () => {
      toast(t('GROUPS.USERS.REMOVED', { username: user.username }));
      await queryClient.invalidateQueries({ queryKey: groupsKeys.usersOf(group._id) });
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="hp-button hp-button--small" aria-label={t('GROUPS.USERS.REMOVE_FOR', { username: user.username })}>
          {t('GROUPS.USERS.REMOVE')}
        </button>
      }
      title={t('GROUPS.USERS.REMOVE_TITLE', { username: user.username, name: group.groupName })}
      body={t('GROUPS.USERS.REMOVE_BODY')}
      confirmLabel={t('GROUPS.USERS.REMOVE')}
      busyLabel={t('GROUPS.USERS.REMOVE_BUSY')}
      destructive
      describeError={errorText}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
