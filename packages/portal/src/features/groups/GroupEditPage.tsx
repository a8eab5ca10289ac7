import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Group } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { EmptyState, QueryView } from '../../components/states';
import { GroupForm } from './GroupForm';
import { groupsKeys } from './groupsKeys';
import './groups.css';

/**
 * /create_edit_group_page (spec 3 §2 "Groups", param editGroup): without
 * the parameter it creates a group; with it, it edits that group (read
 * from the owner's groups, the list /groups shows).
 */
export function GroupEditPage() {
  const [params] = useSearchParams();
  const editId = params.get('editGroup');
  usePageTitle(editId ? 'PAGE_TITLE.EDIT_GROUP' : 'PAGE_TITLE.CREATE_GROUP');
  return <section className="hp-page hp-groups">{editId ? <EditGroup id={editId} /> : <GroupForm group={null} />}</section>;
}

function EditGroup({ id }: { id: string }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const groups = useQuery({ queryKey: groupsKeys.list(), queryFn: async () => (await rest.groups.list()).data });
  return (
    <QueryView query={groups} what={t('GROUPS.EDIT_PAGE.LOADING')} failed={t('GROUPS.EDIT_PAGE.FAILED')}>
      {(list: Group[]) => {
        const group = list.find((one) => one._id === id);
        return group ? <GroupForm key={group._id} group={group} /> : <EmptyState title={t('GROUPS.NOT_FOUND')} />;
      }}
    </QueryView>
  );
}
