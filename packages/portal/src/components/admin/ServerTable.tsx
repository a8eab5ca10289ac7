import { DataTable } from '../ui/DataTable';
import type { Column, FilterChip } from '../ui/table/tableTypes';
import type { ServerPagedList } from './useServerPagedList';

/** What a server-paged table says: its search box, and its loading, failed, empty and no-match states. */
export interface ListTexts {
  /** The search box's label; none: no search. */
  search?: string;
  loading: string;
  failed: string;
  empty: string;
  emptyHint?: string;
  /** A search or filter found nothing; default the empty text. */
  noMatch?: string;
}

export interface ServerTableProps<Row extends { _id: string }, Filter> {
  /** The table's name for screen readers. */
  label: string;
  list: ServerPagedList<Row, Filter>;
  columns: Array<Column<Row>>;
  texts: ListTexts;
  /** The filter that is on, as removable chips (the search has its own). */
  filters?: FilterChip[];
}

/** A `DataTable` over a `useServerPagedList`: rows keyed by their `_id`. */
export function ServerTable<Row extends { _id: string }, Filter>({ label, list, columns, texts, filters }: ServerTableProps<Row, Filter>) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rowKey={(row) => row._id}
      query={list.query}
      state={list.table}
      actions={list.actions}
      paging="server"
      {...(texts.search ? { search: { label: texts.search } } : {})}
      {...(filters ? { filters } : {})}
      loading={texts.loading}
      failed={texts.failed}
      empty={{ title: texts.empty, ...(texts.emptyHint ? { hint: texts.emptyHint } : {}) }}
      noMatch={texts.noMatch ?? texts.empty}
    />
  );
}
