import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXPORT_TASKS_PAGE_SIZE, routes, type AdminExportTask } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { LogPage } from '../../components/admin/LogPage';
import { useServerPagedList } from '../../components/admin/useServerPagedList';
import type { Column } from '../../components/ui/table/tableTypes';
import { ExportStatusBadge } from './ExportStatusBadge';
import { ExportTaskActions, useMayWriteTasks } from './ExportTaskActions';
import { exportTaskKeys } from './exportTaskKeys';
import { detailsPathOf, ownerOf, whenOf } from './exportTaskText';
import { useExportTaskEvents } from './useExportTaskEvents';
import './exportTasks.css';

/**
 * /tasks (spec 3 §2 "Export tasks", §9): every user's export tasks, 10 a
 * page, newest first, with their status (live by the admin topic's
 * events), a link to the details, and start (OTP first), stop and delete.
 */
export function ExportTasksPage() {
  usePageTitle('PAGE_TITLE.EXPORT_TASKS');
  useExportTaskEvents();
  const { t } = useTranslation();
  const { rest } = useServices();
  const mayWrite = useMayWriteTasks();
  const columns = useTaskColumns();
  const list = useServerPagedList({
    pageSize: EXPORT_TASKS_PAGE_SIZE,
    request: (table) => ({ page: table.page, limit: table.pageSize }),
    queryKey: exportTaskKeys.list,
    fetch: async (request) => {
      const page = await rest.exportTasks.list(request);
      return { rows: page.data, total: page.count };
    },
  });

  return (
    <LogPage
      className="hp-export-tasks"
      headingId="export-tasks-heading"
      heading={t('EXPORT_TASKS.HEADING')}
      toolbar={
        <>
          <p className="hp-muted">{t('EXPORT_TASKS.INTRO')}</p>
          {!mayWrite && <p className="hp-muted">{t('EXPORT_TASKS.READ_ONLY')}</p>}
        </>
      }
      list={list}
      columns={columns}
      texts={{
        loading: t('EXPORT_TASKS.LOADING'),
        failed: t('EXPORT_TASKS.FAILED'),
        empty: t('EXPORT_TASKS.EMPTY'),
        emptyHint: t('EXPORT_TASKS.EMPTY_HINT'),
        noMatch: t('EXPORT_TASKS.NO_MATCH'),
      }}
    />
  );
}

function useTaskColumns() {
  const { t, i18n } = useTranslation();
  return useMemo<Array<Column<AdminExportTask>>>(() => {
    const userOf = (row: AdminExportTask) => ownerOf(row, (userId) => t('EXPORT_TASKS.USER_GONE', { userId }));
    return [
      { id: 'user', header: t('EXPORT_TASKS.USER'), cell: userOf },
      { id: 'requested', header: t('EXPORT_TASKS.REQUESTED'), cell: (row) => whenOf(row.requestedAt, i18n.language) },
      { id: 'status', header: t('EXPORT_TASKS.STATUS'), cell: (row) => <ExportStatusBadge status={row.taskState.status} /> },
      {
        id: 'details',
        header: t('EXPORT_TASKS.DETAILS'),
        hideHeader: true,
        cell: (row) => (
          <Link
            to={detailsPathOf(routes.export_details_campaign, row._id)}
            aria-label={t('EXPORT_TASKS.DETAILS_OF', { user: userOf(row), when: whenOf(row.requestedAt, i18n.language) })}
          >
            {t('EXPORT_TASKS.DETAILS')}
          </Link>
        ),
      },
      { id: 'actions', header: t('EXPORT_TASKS.ACTIONS'), hideHeader: true, cell: (row) => <ExportTaskActions task={row} /> },
    ];
  }, [t, i18n.language]);
}
