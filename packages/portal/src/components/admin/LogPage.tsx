import type { ReactNode } from 'react';
import { ServerTable, type ServerTableProps } from './ServerTable';

export interface LogPageProps<Row extends { _id: string }, Filter> extends Omit<ServerTableProps<Row, Filter>, 'label'> {
  /** The page's `h1`, also the table's name unless `tableLabel` says otherwise. */
  heading: string;
  headingId: string;
  tableLabel?: string;
  /** The feature's page class (its own styles), besides `hp-page`. */
  className?: string;
  /** Beside the heading: the page's own acts (create). */
  headActions?: ReactNode;
  /** Between the heading and the table: the page's own controls (a status select). */
  toolbar?: ReactNode;
}

/**
 * An admin list page (the announcement log, the bulk log, the operations):
 * the heading with the page's acts, its own controls, and a server-paged
 * table. The page gives its columns, its `useServerPagedList` and its texts.
 */
export function LogPage<Row extends { _id: string }, Filter>({ heading, headingId, tableLabel, className, headActions, toolbar, ...table }: LogPageProps<Row, Filter>) {
  return (
    <section className={className ? `hp-page ${className}` : 'hp-page'} aria-labelledby={headingId}>
      <div className="hp-page__head">
        <h1 id={headingId}>{heading}</h1>
        {headActions}
      </div>
      {toolbar}
      <ServerTable label={tableLabel ?? heading} {...table} />
    </section>
  );
}
