import type { TableState } from './useTableState';
import type { Column } from './tableTypes';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * What a page of client data shows: the rows the search finds (in the
 * columns that have `searchText`, case-insensitive), in the sort order,
 * cut to the page. Returns the page and how many rows matched.
 */
export function clientPage<Row>(rows: Row[], columns: Array<Column<Row>>, state: TableState): { rows: Row[]; total: number } {
  const needle = state.search.toLowerCase();
  const texts = columns.flatMap((c) => (c.searchText ? [c.searchText] : []));
  const found = needle ? rows.filter((row) => texts.some((text) => text(row).toLowerCase().includes(needle))) : rows;
  const sortValue = columns.find((c) => c.id === state.sort?.column)?.sortValue;
  const sorted = sortValue ? [...found].sort((a, b) => compare(sortValue(a), sortValue(b))) : found;
  if (sortValue && state.sort?.direction === 'descending') sorted.reverse();
  const start = (state.page - 1) * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), total: found.length };
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
