import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANNOUNCEMENT_PAGE_SIZES, templatePageOf, type AnnouncementTemplate, type TemplateListRequest, type TemplateSortColumn } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { LogPage } from '../../components/admin/LogPage';
import { useServerPagedList } from '../../components/admin/useServerPagedList';
import { TypedNameConfirm } from '../../components/ui/form/TypedNameConfirm';
import type { Column } from '../../components/ui/table/tableTypes';
import { annKeys } from './annKeys';
import { createPathFor } from './AnnouncementCreatePage';
import { formatTime } from '../../components/admin/formatTime';
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
  const { t } = useTranslation();
  const { rest } = useServices();
  const mayWrite = useMayWrite();
  const columns = useTemplateColumns(mayWrite);
  const list = useServerPagedList({
    pageSize: ANNOUNCEMENT_PAGE_SIZES.templates,
    sort: { column: 'updatedAt', direction: 'descending' },
    request: (table): TemplateListRequest => ({
      limit: table.pageSize,
      pageNumber: table.page,
      ...(table.sort ? { sortBy: table.sort.column as TemplateSortColumn, sortOrder: table.sort.direction === 'ascending' ? 'asc' : 'desc' } : {}),
      ...(table.search ? { searchPhrase: table.search } : {}),
    }),
    queryKey: annKeys.templates,
    fetch: async (request) => {
      const answer = request.searchPhrase
        ? await rest.announcements.template.search({ ...request, searchPhrase: request.searchPhrase })
        : await rest.announcements.template.all(request);
      const page = templatePageOf(answer);
      return { rows: page.items, total: page.total };
    },
  });

  return (
    <LogPage
      className="ann-page"
      headingId="ann-templates-heading"
      heading={t('ANNOUNCEMENTS.TEMPLATES_HEADING')}
      headActions={
        mayWrite && (
          <TemplateDialog
            template={null}
            trigger={
              <button type="button" className="hp-button hp-button--primary">
                {t('ANNOUNCEMENTS.NEW_TEMPLATE')}
              </button>
            }
          />
        )
      }
      list={list}
      columns={columns}
      texts={{
        search: t('ANNOUNCEMENTS.TEMPLATES_SEARCH'),
        loading: t('ANNOUNCEMENTS.TEMPLATES_LOADING'),
        failed: t('ANNOUNCEMENTS.TEMPLATES_FAILED'),
        empty: t('ANNOUNCEMENTS.TEMPLATES_EMPTY'),
        emptyHint: t('ANNOUNCEMENTS.TEMPLATES_EMPTY_HINT'),
        noMatch: t('ANNOUNCEMENTS.TEMPLATES_NO_MATCH'),
      }}
    />
  );
}

function useTemplateColumns(mayWrite: boolean) {
  const { t, i18n } = useTranslation();
  return useMemo<Array<Column<AnnouncementTemplate>>>(
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
      ...(mayWrite
        ? [{ id: 'actions', header: t('ANNOUNCEMENTS.COL_ACTIONS'), hideHeader: true, cell: (row) => <TemplateActions template={row} /> } satisfies Column<AnnouncementTemplate>]
        : []),
    ],
    [t, i18n.language, mayWrite],
  );
}

/** A template's row acts: start a campaign with it, edit it, delete it once its name is typed. */
function TemplateActions({ template }: { template: AnnouncementTemplate }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAnnouncementErrorText();
  const remove = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (id: string) => rest.announcements.template.delete(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: annKeys.templatesAll() }),
  });
  const name = template.name;
  return (
    <div className="ann-actions">
      <Link className="hp-button hp-button--small" to={createPathFor(template._id)} aria-label={t('ANNOUNCEMENTS.USE_OF', { name })}>
        {t('ANNOUNCEMENTS.USE')}
      </Link>
      <TemplateDialog
        template={template}
        trigger={
          <button type="button" className="hp-button hp-button--small hp-button--ghost" aria-label={t('ANNOUNCEMENTS.EDIT_OF', { name })}>
            {t('ANNOUNCEMENTS.EDIT')}
          </button>
        }
      />
      <TypedNameConfirm
        name={name}
        trigger={
          <button type="button" className="hp-button hp-button--small hp-button--ghost" aria-label={t('ANNOUNCEMENTS.DELETE_OF', { name })}>
            {t('ANNOUNCEMENTS.DELETE')}
          </button>
        }
        title={t('ANNOUNCEMENTS.DELETE_TITLE')}
        body={t('ANNOUNCEMENTS.DELETE_BODY', { name })}
        confirmLabel={t('ANNOUNCEMENTS.DELETE')}
        describeError={errorText}
        onConfirm={async () => {
          await remove.mutateAsync(template._id);
          toast(t('ANNOUNCEMENTS.DELETED'));
        }}
      />
    </div>
  );
}
