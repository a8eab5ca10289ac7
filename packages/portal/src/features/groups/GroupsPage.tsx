import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routes, type Group } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { EmptyState, QueryView } from '../../components/states';
import { GroupPanel } from './GroupPanel';
import { groupsKeys } from './groupsKeys';
import './groups.css';

/**
 * /groups (spec 3 §2 "Groups"): a group dropdown, its create option a
 * button beside it (a native select changes on each arrow key, so an option
 * that navigates would take a keyboard user away while browsing); the
 * chosen group lives in the URL (?selectedGroupId=), so a reload or a link
 * opens it again. The chosen group's panel shows its users, adds and
 * removes them, edits and deletes the group.
 */
export function GroupsPage() {
  usePageTitle('PAGE_TITLE.GROUPS');
  const { t } = useTranslation();
  const { rest } = useServices();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('selectedGroupId') ?? '';
  const groups = useQuery({ queryKey: groupsKeys.list(), queryFn: async () => (await rest.groups.list()).data });

  function choose(value: string) {
    setParams(value ? { selectedGroupId: value } : {});
  }

  const createLink = (
    <Link className="hp-button hp-button--primary" to={routes.create_edit_group_page}>
      {t('GROUPS.CREATE')}
    </Link>
  );

  return (
    <section className="hp-page hp-groups" aria-labelledby="groups-heading">
      <div className="hp-groups__head">
        <h1 id="groups-heading">{t('GROUPS.HEADING')}</h1>
        {createLink}
      </div>
      <QueryView query={groups} what={t('GROUPS.LOADING')} failed={t('GROUPS.FAILED')}>
        {(list: Group[]) => {
          if (list.length === 0) return <EmptyState title={t('GROUPS.NONE')} hint={t('GROUPS.NONE_HINT')} />;
          const selected = list.find((group) => group._id === selectedId) ?? null;
          return (
            <>
              <div className="hp-field hp-groups__choose">
                <label htmlFor={selectId}>{t('GROUPS.GROUP')}</label>
                <select id={selectId} value={selected ? selected._id : ''} onChange={(event) => choose(event.target.value)}>
                  <option value="">{t('GROUPS.CHOOSE')}</option>
                  {list.map((group) => (
                    <option key={group._id} value={group._id}>
                      {group.groupName}
                    </option>
                  ))}
                </select>
              </div>
              {selected ? (
                <GroupPanel key={selected._id} group={selected} onDeleted={() => setParams({})} />
              ) : (
                <EmptyState title={selectedId ? t('GROUPS.NOT_FOUND') : t('GROUPS.PICK_HINT')} />
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
