import type { ReactNode } from 'react';

/** One column of a DataTable: its header, how a row shows in it, and (optionally) how it sorts and searches. */
export interface Column<Row> {
  /** Stable id: the sort state names the column by it. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable; on client data, the value rows are compared by. */
  sortValue?: (row: Row) => string | number;
  /** On client data, the text a search looks in (columns without it are not searched). */
  searchText?: (row: Row) => string;
  /** The header is read by screen readers only (an actions column), and no label shows on a phone card. */
  hideHeader?: boolean;
  /** Class of the column's values (not their phone labels), e.g. `hp-mono` for serial numbers. */
  className?: string;
}

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** A filter that is on, shown as a removable chip above the table. */
export interface FilterChip {
  id: string;
  label: string;
  onRemove: () => void;
}

/**
 * What the table shows: on client data all the rows (the table searches,
 * sorts and pages them); on server-paged data one page and the `total`
 * across all pages (the server has applied page, sort and search).
 */
export interface TableData<Row> {
  rows: Row[];
  total?: number;
}
