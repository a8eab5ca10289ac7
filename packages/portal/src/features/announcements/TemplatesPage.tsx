import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANNOUNCEMENT_PAGE_SIZES, templatePageOf, type AnnouncementTemplate, type TemplateListRequest, type TemplateSortColumn } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { DataTable } from '../../components/ui/DataTable';
import { TypedNameConfirm } from '../../components/ui/form/TypedNameConfirm';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { annKeys } from './annKeys';
import { createPathFor } from './AnnouncementCreatePage';
import { formatTime } from './formatTime';
import { TemplateDialog } from './TemplateDialog';
import { useAnnouncementErrorText } from './useAnnouncementErrorText';
import { useMayWrite } from './useMayWrite';
import './announcements.css';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/**
 * /announcement/template (spec 3 §2 "Templates", §5, §6 ANNOUNCEMENT_UI):
 * the templates, 10 a page from the server, searched and sorted by column;
 * create or edit in a dialog; delete only after typing the template's own
 * name; "create campaign" opens /announcement with the template chosen.
 */
export function TemplatesPage() {
  usePageTitle('PAGE_TITLE.ANNOUNCEMENT_TEMPLATE');
  const { t, i18n } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAnnouncementErrorText();
  const mayWrite = useMayWrite();
  const [table, actions] = useTableState({ pageSize: ANNOUNCEMENT_PAGE_SIZES.templates, sort: { column: 'updatedAt', direction: 'descending' } });

  const request: TemplateListRequest = {
    limit: table.pageSize,
    pageNumber: table.page,
    ...(table.sort ? { sortBy: table.sort.column as TemplateSortColumn, sortOrder: table.sort.direction === 'ascending' ? 'asc' : 'desc' } : {}),
    ...(table.search ? { searchPhrase: table.search } : {}),
  };
  const list = useQuery({
    queryKey: annKeys.templates(request),
    queryFn: async () => {
      const answer = request.searchPhrase
        ? await rest.announcements.template.search({ ...request, searchPhrase: request.searchPhrase })
        : await rest.announcements.template.all(request);
      const page = templatePageOf(answer);
      return { rows: page.items, total: page.total };
    },
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (id: string) => rest.announcements.template.delete(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: annKeys.templatesAll() }),
  });

  const columns = useMemo<Array<Column<AnnouncementTemplate>>>(
    () => [
      { id: 'name', header: t('ANNOUNCEMENTS.COL_NAME'), cell: (row) => row.name, sortValue: (row) => row.name },
      {
        id: 'notificationType',
        header: t('ANNOUNCEMENTS.COL_TYPE'),
        cell: (row) => t(`ANNOUNCEMENTS.TEMPLATE_TYPE_${row.notificationType}`),
        sortValue: (row) => row.notificationType,
      },
      { id: 'title', header: t('ANNOUNCEMENTS.COL_TITLE'), cell: (row) => row.announcement_details.title, sortValue: (row) => row.announcement_details.title },
      { id: 'updatedAt', header: t('ANNOUNCEMENTS.COL_UPDATED'), cell: (row) => formatTime(row.updatedAt, i18n.language), sortValue: (row) => row.updatedAt },
      // A viewer admin reads the templates only (docs/access-grid.md "asm").
      ...(!mayWrite
        ? []
        : [
            {
              id: 'actions',
              header: t('ANNOUNCEMENTS.COL_ACTIONS'),
              hideHeader: true,
              cell: (row) => (
                <div className="ann-actions">
                  <Link className="hp-button hp-button--small" to={createPathFor(row._id)} aria-label={t('ANNOUNCEMENTS.USE_OF', { name: row.name })}>
                    {t('ANNOUNCEMENTS.USE')}
                  </Link>
                  <TemplateDialog
                    template={row}
                    trigger={
                      <button type="button" className="hp-button hp-button--small hp-button--ghost" aria-label={t('ANNOUNCEMENTS.EDIT_OF', { name: row.name })}>
                        {t('ANNOUNCEMENTS.EDIT')}
                      </button>
                    }
                  />
                  <TypedNameConfirm
                    name={row.name}
                    trigger={
                      <button type="button" className="hp-button hp-button--small hp-button--ghost" aria-label={t('ANNOUNCEMENTS.DELETE_OF', { name: row.name })}>
                        {t('ANNOUNCEMENTS.DELETE')}
                      </button>
                    }
                    title={t('ANNOUNCEMENTS.DELETE_TITLE')}
                    body={t('ANNOUNCEMENTS.DELETE_BODY', { name: row.name })}
                    confirmLabel={t('ANNOUNCEMENTS.DELETE')}
                    describeError={errorText}
                    onConfirm={async () => {
                      await remove.mutateAsync(row._id);
                      toast(t('ANNOUNCEMENTS.DELETED'));
                    }}
                  />
                </div>
              ),
            } satisfies Column<AnnouncementTemplate>,
          ]),
    ],
    [t, i18n.language, remove, toast, errorText, mayWrite],
  );

  return (
    <section className="hp-page ann-page" aria-labelledby="ann-templates-heading">
      <div className="ann-page__head">
        <h1 id="ann-templates-heading">{t('ANNOUNCEMENTS.TEMPLATES_HEADING')}</h1>
        {mayWrite && (
          <TemplateDialog
            template={null}
            trigger={
              <button type="button" className="hp-button hp-button--primary">
                {t('ANNOUNCEMENTS.NEW_TEMPLATE')}
              </button>
            }
          />
        )}
      </div>
      <DataTable
        label={t('ANNOUNCEMENTS.TEMPLATES_HEADING')}
        columns={columns}
        rowKey={(row) => row._id}
        query={list}
        state={table}
        actions={actions}
        paging="server"
        search={{ label: t('ANNOUNCEMENTS.TEMPLATES_SEARCH') }}
        loading={t('ANNOUNCEMENTS.TEMPLATES_LOADING')}
        failed={t('ANNOUNCEMENTS.TEMPLATES_FAILED')}
        empty={{ title: t('ANNOUNCEMENTS.TEMPLATES_EMPTY'), hint: t('ANNOUNCEMENTS.TEMPLATES_EMPTY_HINT') }}
        noMatch={t('ANNOUNCEMENTS.TEMPLATES_NO_MATCH')}
      />
    </section>
  );
}
