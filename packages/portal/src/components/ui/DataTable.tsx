import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../states';
import { clientPage } from './table/clientRows';
import { FilterChips } from './table/FilterChips';
import { SearchField } from './table/SearchField';
import { SortIcon } from './table/tableIcons';
import { TablePager } from './table/TablePager';
import type { Column, FilterChip, TableData } from './table/tableTypes';
import type { TableActions, TableState } from './table/useTableState';

export interface TableQuery<Row> {
  data: TableData<Row> | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DataTableProps<Row> {
  /** The table's name, read by screen readers (a hidden caption). */
  label: string;
  columns: Array<Column<Row>>;
  rowKey: (row: Row) => string;
  /**
   * The read behind the table, a TanStack `useQuery` result whose data is
   * `{ rows, total? }` (or a mutation seen the same way, for a list a person
   * asks for, like a Wi-Fi scan); its loading and failure show through the
   * shared states, and Try again calls `refetch`.
   */
  query: TableQuery<Row>;
  /** From `useTableState`; on server data the caller puts the same values in its query. */
  state: TableState;
  actions: TableActions;
  /** `client`: the table searches, sorts and pages the rows. `server`: the rows are one page, `total` counts them all. */
  paging: 'client' | 'server';
  /** The page sizes on offer (spec: 10, 20, 50 for device tables); none or one: no choice. */
  pageSizes?: number[];
  /** Shows a search box with this label. */
  search?: { label: string };
  /** Filters that are on, besides the search; each a removable chip. */
  filters?: FilterChip[];
  /** What is loading ("Loading the gateways…"); what failed ("The gateways could not be loaded."). */
  loading?: string;
  failed: string;
  /** Why it failed, when the catalogue's text for the error is not the best one (the local interface shows the gateway's own words). */
  reason?: (error: unknown) => string;
  /** Nothing at all yet: what it means and what to do next. */
  empty: { title: string; hint?: string; action?: ReactNode };
  /** A search or filter found nothing. */
  noMatch: string;
}

/**
 * The portal's data table: typed columns, paging, sort from the header
 * (`aria-sort`), a search applied on Enter and cleared on Escape, filter
 * chips, and the shared loading, error and empty states. Below 600 px
 * each row is a card with its column labels (kit.css), so a phone never
 * scrolls sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rowKey, query, state, actions, paging, pageSizes, search, filters = [], loading, failed, reason, empty, noMatch } = props;
  const { t } = useTranslation();
  const searchInput = useRef<HTMLInputElement>(null);
  const chips: FilterChip[] = [
    ...(state.search ? [{ id: 'search', label: t('TABLE.SEARCH_CHIP', { text: state.search }), onRemove: () => actions.setSearch('') }] : []),
    ...filters,
  ];
  const clearAll = () => chips.forEach((chip) => chip.onRemove());

  const shown = query.data
    ? paging === 'client'
      ? clientPage(query.data.rows, columns, state)
      : { rows: query.data.rows, total: query.data.total ?? query.data.rows.length }
    : null;
  const retry = () => void query.refetch();
  // Rows that went away (a live change, a smaller result) can leave the page past the end: show the last one.
  const lastPage = shown ? Math.max(1, Math.ceil(shown.total / state.pageSize)) : 1;
  const { setPage } = actions;
  const pastTheEnd = shown !== null && !query.isFetching && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  let body: ReactNode;
  if (query.isError || (!query.isPending && !shown))
    body = <ErrorState title={failed} error={query.error} reason={reason?.(query.error)} onRetry={retry} retrying={query.isFetching} />;
  else if (!shown) body = <LoadingState what={loading} onRetry={retry} />;
  else if (shown.total === 0 && chips.length > 0)
    body = (
      <EmptyState
        title={noMatch}
        action={
          <button type="button" className="hp-button" onClick={clearAll}>
            {t('TABLE.CLEAR_FILTERS')}
          </button>
        }
      />
    );
  else if (shown.total === 0) body = <EmptyState {...empty} />;
  else body = <Table label={label} columns={columns} rows={shown.rows} rowKey={rowKey} state={state} actions={actions} busy={query.isFetching} />;

  return (
    <div className="hp-datatable">
      {(search || chips.length > 0) && (
        <div className="hp-datatable__toolbar">
          {search && <SearchField ref={searchInput} label={search.label} applied={state.search} onApply={actions.setSearch} />}
          <FilterChips chips={chips} onRemoved={() => searchInput.current?.focus()} />
        </div>
      )}
      {body}
      {shown && !query.isError && (
        <TablePager page={state.page} pageSize={state.pageSize} total={shown.total} pageSizes={pageSizes} onPage={actions.setPage} onPageSize={actions.setPageSize} />
      )}
    </div>
  );
}

function Table<Row>({
  label,
  columns,
  rows,
  rowKey,
  state,
  actions,
  busy,
}: Pick<DataTableProps<Row>, 'label' | 'columns' | 'rowKey' | 'state' | 'actions'> & { rows: Row[]; busy: boolean }) {
  return (
    <div className="hp-datatable__frame">
      <table className="hp-table hp-datatable__table" aria-busy={busy}>
        <caption className="hp-visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = state.sort?.column === column.id ? state.sort.direction : null;
              if (!column.sortValue) {
                return (
                  <th key={column.id} scope="col">
                    {column.hideHeader ? <span className="hp-visually-hidden">{column.header}</span> : column.header}
                  </th>
                );
              }
              return (
                <th key={column.id} scope="col" aria-sort={direction ?? 'none'}>
                  <button type="button" className="hp-sort" onClick={() => actions.toggleSort(column.id)}>
                    {column.header}
                    <SortIcon direction={direction} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.id}>
                  {!column.hideHeader && (
                    <span className="hp-datatable__label" aria-hidden="true">
                      {column.header}
                    </span>
                  )}
                  <span className={column.className ? `hp-datatable__value ${column.className}` : 'hp-datatable__value'}>{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
