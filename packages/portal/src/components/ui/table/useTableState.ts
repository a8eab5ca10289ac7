import { useCallback, useMemo, useState } from 'react';
import type { SortState } from './tableTypes';

export interface TableState {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: SortState | null;
  /** The applied search (what was there when Enter was pressed), trimmed. */
  search: string;
}

export interface TableActions {
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** Sorts by the column; a second press on the same column turns the direction. */
  toggleSort: (column: string) => void;
  setSearch: (text: string) => void;
}

/**
 * The paging, sort and search of one DataTable. The caller keeps it so
 * that, on server-paged data, the same values go into the query key; every
 * change but a page change returns to page 1, since the old page number
 * means nothing in a new ordering or result.
 */
export function useTableState(initial: { pageSize: number; sort?: SortState }): [TableState, TableActions] {
  const [state, setState] = useState<TableState>({ page: 1, pageSize: initial.pageSize, sort: initial.sort ?? null, search: '' });
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setPageSize = useCallback((pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })), []);
  const setSearch = useCallback((search: string) => setState((s) => ({ ...s, search: search.trim(), page: 1 })), []);
  const toggleSort = useCallback(
    (column: string) =>
      setState((s) => ({
        ...s,
        page: 1,
        sort: { column, direction: s.sort?.column === column && s.sort.direction === 'ascending' ? 'descending' : 'ascending' },
      })),
    [],
  );
  const actions = useMemo(() => ({ setPage, setPageSize, toggleSort, setSearch }), [setPage, setPageSize, toggleSort, setSearch]);
  return [state, actions];
}
