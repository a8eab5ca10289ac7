import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { SortState, TableData } from '../ui/table/tableTypes';
import { useTableState, type TableActions, type TableState } from '../ui/table/useTableState';

export interface ServerPagedListOptions<Row, Request, Filter> {
  pageSize: number;
  /** The order before the person picks a column. */
  sort?: SortState;
  /** One filter of the page's own (a status select, filter buttons), besides the search; a change returns to page 1. */
  filter?: Filter;
  /** The server's request for this page, sort, search and filter, in the server's own names. */
  request: (table: TableState, filter: Filter) => Request;
  /** The query key of one request; the feature's live events invalidate its prefix. */
  queryKey: (request: Request) => QueryKey;
  /** Reads one page: its rows and how many there are across all pages. */
  fetch: (request: Request) => Promise<Required<TableData<Row>>>;
  /** TanStack's retry; a details page gives up at once on a 404. */
  retry?: (failureCount: number, error: Error) => boolean;
}

export interface ServerPagedList<Row, Filter> {
  table: TableState;
  actions: TableActions;
  query: UseQueryResult<Required<TableData<Row>>>;
  filter: Filter;
  setFilter: (next: Filter) => void;
}

/**
 * A list the server pages: the table's paging, sort and search
 * (`useTableState`), one optional filter, and the `useQuery` that asks for
 * exactly that page. The previous page stays on screen while the next loads.
 * Give the result to `LogPage` or `ServerTable`.
 */
export function useServerPagedList<Row, Request, Filter = undefined>(options: ServerPagedListOptions<Row, Request, Filter>): ServerPagedList<Row, Filter> {
  const [table, actions] = useTableState({ pageSize: options.pageSize, ...(options.sort ? { sort: options.sort } : {}) });
  // Without a `filter` option, Filter is `undefined` and so is the state.
  const [filter, changeFilter] = useState(options.filter as Filter);
  const request = options.request(table, filter);
  const query = useQuery({
    queryKey: options.queryKey(request),
    queryFn: () => options.fetch(request),
    placeholderData: keepPreviousData,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  const setFilter = (next: Filter) => {
    changeFilter(next);
    actions.setPage(1);
  };
  return { table, actions, query, filter, setFilter };
}
