import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiError } from '@homeport/sdk';
import { QueryView } from '../states';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A details page's retry: none after a 404 (the item is gone), twice otherwise. */
export const retryUnlessNotFound = (failureCount: number, error: Error) => !isNotFound(error) && failureCount < 2;

export interface DetailsPageProps<Item> {
  /** The read of the item; give it `retry: retryUnlessNotFound`. */
  query: UseQueryResult<Item>;
  /** The page's other reads (the item's tasks): a 404 in any of them also means the item is gone. */
  alsoRead?: Array<{ error: unknown }>;
  /** The list the page belongs to: its back link, and where a gone item returns to (spec 3 §8). */
  back: { to: string; label: string };
  headingId: string;
  /** The feature's page class (its own styles), besides `hp-page`. */
  className?: string;
  heading: (item: Item) => string;
  /** Beside the heading: the acts on the whole item. */
  headActions?: (item: Item) => ReactNode;
  loading: string;
  failed: string;
  /** Below the heading: the summary, the tables. */
  children: (item: Item) => ReactNode;
}

/**
 * An admin details page (an announcement campaign, a bulk campaign): the
 * back link to its list, the item's loading and failure, the heading with
 * the acts on the item, then the page's own content. An item that is not
 * there (404) returns to the list.
 */
export function DetailsPage<Item>({ query, alsoRead = [], back, headingId, className, heading, headActions, loading, failed, children }: DetailsPageProps<Item>) {
  if ([query, ...alsoRead].some((read) => isNotFound(read.error))) return <Navigate to={back.to} replace />;
  return (
    <section className={className ? `hp-page ${className}` : 'hp-page'} aria-labelledby={headingId}>
      <Link to={back.to} className="hp-link">
        ← {back.label}
      </Link>
      <QueryView query={query} what={loading} failed={failed}>
        {(item) => (
          <>
            <div className="hp-page__head">
              <h1 id={headingId}>{heading(item)}</h1>
              {headActions?.(item)}
            </div>
            {children(item)}
          </>
        )}
      </QueryView>
    </section>
  );
}
