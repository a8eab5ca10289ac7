import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addFilterRow, BULK_MAX_FILTER_ROWS, BulkRuleError, removeFilterRow, type BulkRegionCode, type BulkRuleErrorValue } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { Field } from '../../components/ui/form/Field';
import { bulkFilterRowsAtom } from './bulkFilterAtoms';
import { bulkKeys } from './bulkKeys';

const PROBLEM_KEYS: Partial<Record<BulkRuleErrorValue, string>> = {
  [BulkRuleError.filterExists]: 'BULK.FILTER_EXISTS',
  [BulkRuleError.tooManyFilters]: 'BULK.FILTER_MAX',
  [BulkRuleError.filterIncomplete]: 'BULK.FILTER_INCOMPLETE',
};

/**
 * The filter rows of the bulk gateway list (spec 3 §2, §5): region, state
 * and centre chosen by cascading selects (a state's list is read once a
 * region is chosen, a centre's once a state is), at most 10 rows, a
 * duplicate refused with "filter exists". The rows live in local storage.
 */
export function FilterRows() {
  const { t } = useTranslation();
  const { rest } = useServices();
  const [rows, setRows] = useAtom(bulkFilterRowsAtom);
  const [region, setRegion] = useState<BulkRegionCode | ''>('');
  const [state, setState] = useState('');
  const [centre, setCentre] = useState('');
  const [problem, setProblem] = useState<BulkRuleErrorValue | null>(null);

  const regions = useQuery({ queryKey: bulkKeys.regions(), queryFn: () => rest.location.regions(), staleTime: Infinity });
  const states = useQuery({ queryKey: bulkKeys.states(region), queryFn: () => rest.location.countriesInRegion(region as BulkRegionCode), enabled: region !== '' });
  const centres = useQuery({ queryKey: bulkKeys.centres(state), queryFn: () => rest.location.jCenterInState(state), enabled: state !== '' });

  const regionName = (code: string) => regions.data?.find((r) => r.code === code)?.name ?? code;

  function add(event: FormEvent) {
    event.preventDefault();
    if (region === '') return setProblem(BulkRuleError.filterIncomplete);
    const next = addFilterRow(rows, { region, state, centre });
    setProblem(next.error);
    if (next.error === null) {
      setRows(next.rows);
      setCentre('');
    }
  }

  const full = rows.length >= BULK_MAX_FILTER_ROWS;
  return (
    <section className="hp-card bulk-filters" aria-labelledby="bulk-filters-heading">
      <h2 id="bulk-filters-heading">{t('BULK.FILTERS')}</h2>
      <form className="bulk-filters__form" onSubmit={add} aria-label={t('BULK.FILTERS')}>
        <Field label={t('BULK.REGION')}>
          {(control) => (
            <select
              {...control}
              value={region}
              onChange={(e) => {
                setRegion(e.target.value as BulkRegionCode | '');
                setState('');
                setCentre('');
                setProblem(null);
              }}
            >
              <option value="">{regions.isPending ? t('BULK.LOADING_PLACES') : t('BULK.CHOOSE')}</option>
              {regions.data?.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('BULK.STATE')}>
          {(control) => (
            <select
              {...control}
              value={state}
              disabled={region === ''}
              onChange={(e) => {
                setState(e.target.value);
                setCentre('');
                setProblem(null);
              }}
            >
              <option value="">{states.isFetching ? t('BULK.LOADING_PLACES') : t('BULK.CHOOSE')}</option>
              {states.data?.map((s) => (
                <option key={s.state} value={s.state}>
                  {s.state}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('BULK.CENTRE')}>
          {(control) => (
            <select
              {...control}
              value={centre}
              disabled={state === ''}
              onChange={(e) => {
                setCentre(e.target.value);
                setProblem(null);
              }}
            >
              <option value="">{centres.isFetching ? t('BULK.LOADING_PLACES') : t('BULK.CHOOSE')}</option>
              {centres.data?.map((c) => (
                <option key={c.jc} value={c.jc}>
                  {c.jcName}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="hp-button" disabled={full}>
          {t('BULK.ADD_FILTER')}
        </button>
      </form>
      {problem && (
        <p className="hp-field__error" role="alert">
          {t(PROBLEM_KEYS[problem] ?? 'BULK.FILTER_INCOMPLETE', { max: BULK_MAX_FILTER_ROWS })}
        </p>
      )}
      <p className="hp-muted" aria-live="polite">
        {rows.length === 0 ? t('BULK.NO_FILTERS') : t('BULK.FILTER_COUNT', { count: rows.length, max: BULK_MAX_FILTER_ROWS })}
      </p>
      {rows.length > 0 && (
        <>
          <ul className="bulk-filters__rows" aria-label={t('BULK.FILTER_ROWS')}>
            {rows.map((row, index) => {
              const label = { region: regionName(row.region), state: row.state, centre: row.centre };
              return (
                <li key={`${row.region}|${row.state}|${row.centre}`} className="bulk-filters__row">
                  <span>
                    {label.region} · {label.state} · {label.centre}
                  </span>
                  <button
                    type="button"
                    className="hp-button hp-button--small hp-button--ghost"
                    aria-label={t('BULK.REMOVE_FILTER', label)}
                    onClick={() => {
                      setRows(removeFilterRow(rows, index));
                      setProblem(null);
                    }}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="hp-button hp-button--ghost hp-button--small" onClick={() => (setRows([]), setProblem(null))}>
            {t('BULK.CLEAR_FILTERS')}
          </button>
        </>
      )}
    </section>
  );
}
