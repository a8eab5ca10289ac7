import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { ErrorState, LoadingState } from '../../components/states';

export function Detail({ term, value, mono }: { term: string; value: ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={mono ? 'hp-mono' : undefined}>{value}</dd>
    </div>
  );
}

/** A card with a heading, and the loading or error state of its read. */
export function Section<T>({ id, title, query, children }: { id: string; title: string; query?: UseQueryResult<T>; children: ReactNode }) {
  const { t } = useTranslation();
  // The gateway's own words for what its catalogue does not name (spec 2 §8).
  const errorText = useApiErrorText({ serverWords: true });
  return (
    <section className="hp-card hp-local__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="hp-section-title">
        {title}
      </h2>
      {query?.isPending && <LoadingState onRetry={() => void query.refetch()} />}
      {query?.isError && (
        <ErrorState title={t('SECTION.FAILED', { section: title })} reason={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {children}
    </section>
  );
}
