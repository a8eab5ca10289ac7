import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_PAGE_SIZES, RULE_LOGICS, SCENARIO_STATUS_NAMES, type BulkContentType, type RuleLogic } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { Field } from '../../components/ui/form/Field';
import { SearchField } from '../../components/ui/table/SearchField';
import { bulkKeys } from './bulkKeys';
import { STATUS_IDS, type ContentDraft } from './contentDraft';

export type ContentSource = 'existing' | 'new';

interface ContentStepProps {
  type: BulkContentType;
  source: ContentSource;
  onSource: (source: ContentSource) => void;
  contentId: string | null;
  onContentId: (id: string | null) => void;
  draft: ContentDraft;
  onDraft: (draft: ContentDraft) => void;
}

/** The content tab (spec 3 §2): an existing content of the type (search, 5 a page) or a new one from the type's builder. */
export function ContentStep({ type, source, onSource, contentId, onContentId, draft, onDraft }: ContentStepProps) {
  const { t } = useTranslation();
  return (
    <div className="bulk-step">
      <fieldset className="bulk-choice">
        <legend>{t('BULK.CONTENT_SOURCE')}</legend>
        {(['existing', 'new'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="bulk-content-source" value={value} checked={source === value} onChange={() => onSource(value)} />
            {t(value === 'existing' ? 'BULK.CONTENT_EXISTING' : 'BULK.CONTENT_NEW')}
          </label>
        ))}
      </fieldset>
      {source === 'existing' ? <ExistingContent type={type} contentId={contentId} onContentId={onContentId} /> : <NewContent type={type} draft={draft} onDraft={onDraft} />}
    </div>
  );
}

function ExistingContent({ type, contentId, onContentId }: { type: BulkContentType; contentId: string | null; onContentId: (id: string | null) => void }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const request = { type, page, limit: BULK_PAGE_SIZES.content, ...(search ? { filterBy: search } : {}) };
  const list = useQuery({ queryKey: bulkKeys.contents(request), queryFn: () => rest.bulk.content.list(request), placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / BULK_PAGE_SIZES.content)) : 1;

  return (
    <div className="bulk-contents">
      <SearchField
        label={t('BULK.CONTENT_SEARCH')}
        applied={search}
        onApply={(text) => {
          setSearch(text.trim());
          setPage(1);
        }}
      />
      {list.isPending ? (
        <p role="status">{t('BULK.CONTENT_LOADING')}</p>
      ) : list.isError ? (
        <p role="alert">
          {t('BULK.CONTENT_FAILED')}{' '}
          <button type="button" className="hp-button hp-button--small" onClick={() => void list.refetch()}>
            {t('APP.RETRY')}
          </button>
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="hp-muted">{search ? t('BULK.CONTENT_NO_MATCH') : t('BULK.CONTENT_NONE')}</p>
      ) : (
        <fieldset className="bulk-choice bulk-choice--list" aria-busy={list.isFetching}>
          <legend>{t('BULK.CONTENT_LIST')}</legend>
          {list.data.items.map((content) => (
            <label key={content._id}>
              <input type="radio" name="bulk-content" value={content._id} checked={contentId === content._id} onChange={() => onContentId(content._id)} />
              {content.content_name}
            </label>
          ))}
        </fieldset>
      )}
      {pages > 1 && (
        <div className="bulk-pager">
          <button type="button" className="hp-button hp-button--small hp-button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('BULK.PREVIOUS')}
          </button>
          <span>{t('BULK.CONTENT_PAGE', { page, pages })}</span>
          <button type="button" className="hp-button hp-button--small hp-button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('BULK.NEXT')}
          </button>
        </div>
      )}
    </div>
  );
}

function NewContent({ type, draft, onDraft }: { type: BulkContentType; draft: ContentDraft; onDraft: (draft: ContentDraft) => void }) {
  const { t } = useTranslation();
  const set = (change: Partial<ContentDraft>) => onDraft({ ...draft, ...change });
  return (
    <div className="bulk-builder">
      <Field label={t('BULK.CONTENT_NAME')}>
        {(control) => <input {...control} value={draft.contentName} maxLength={100} onChange={(e) => set({ contentName: e.target.value })} />}
      </Field>
      {type === 'lyt' && (
        <>
          <Field label={t('BULK.LAYOUT_FLOOR')}>
            {(control) => <input {...control} value={draft.floorName} maxLength={64} onChange={(e) => set({ floorName: e.target.value })} />}
          </Field>
          <Field label={t('BULK.LAYOUT_ROOMS')}>{(control) => <input {...control} value={draft.rooms} onChange={(e) => set({ rooms: e.target.value })} />}</Field>
        </>
      )}
      {type === 'scn' && (
        <>
          <Field label={t('BULK.SCENE_NAME')}>
            {(control) => <input {...control} value={draft.sceneName} maxLength={64} onChange={(e) => set({ sceneName: e.target.value })} />}
          </Field>
          <Field label={t('BULK.SCENE_LOGIC')}>
            {(control) => (
              <select {...control} value={draft.ruleLogic} onChange={(e) => set({ ruleLogic: e.target.value as RuleLogic })}>
                {RULE_LOGICS.map((logic) => (
                  <option key={logic} value={logic}>
                    {logic}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="bulk-check">
            <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
            {t('BULK.SCENE_ACTIVE')}
          </label>
        </>
      )}
      {type === 'ts' && (
        <fieldset className="bulk-choice bulk-choice--grid">
          <legend>{t('BULK.STATUSES')}</legend>
          {STATUS_IDS.map((id) => (
            <label key={id}>
              <input
                type="checkbox"
                checked={draft.statuses[id] ?? false}
                onChange={(e) => {
                  const statuses = { ...draft.statuses };
                  if (e.target.checked) statuses[id] = true;
                  else delete statuses[id];
                  set({ statuses });
                }}
              />
              {SCENARIO_STATUS_NAMES[id]}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
