import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addFilterEntry, removeFilterEntry, type AnnouncementFilterType } from '@homeport/sdk';
import { Field } from '../../components/ui/form/Field';
import type { AnnouncementFormState } from './AnnouncementFormParts';

/**
 * The audience (spec 3 §3 "Audience filter"): Cities, Groups (only with
 * ANNOUNCEMENT_UI off) or All; for Cities and Groups the names, each added
 * once (spec 3 §5: a blank name and one already chosen are refused). Enter
 * in the name field adds the name rather than sending.
 */
export function AudienceFields({ form, filterTypes }: { form: AnnouncementFormState; filterTypes: readonly AnnouncementFilterType[] }) {
  const { t } = useTranslation();
  const { filterType, selected } = form.values.filter;
  const [entry, setEntry] = useState('');
  const [entryProblem, setEntryProblem] = useState<string | null>(null);
  const audienceError = form.field('filter').error;

  function addEntry() {
    const added = addFilterEntry(selected, entry);
    setEntryProblem(added.error ? t(`ANNOUNCEMENTS.RULES.${added.error}`) : null);
    if (added.error) return;
    form.set('filter', { filterType, selected: added.selected });
    setEntry('');
  }

  function chooseType(next: AnnouncementFilterType) {
    form.set('filter', { filterType: next, selected: [] });
    setEntry('');
    setEntryProblem(null);
  }

  return (
    <>
      <fieldset className="ann-choice">
        <legend>{t('ANNOUNCEMENTS.AUDIENCE')}</legend>
        {filterTypes.map((value) => (
          <label key={value}>
            <input type="radio" name="ann-filter" value={value} checked={filterType === value} onChange={() => chooseType(value)} />
            {t(`ANNOUNCEMENTS.FILTER_${value}`)}
          </label>
        ))}
      </fieldset>
      {filterType !== 'All' ? (
        <div className="ann-filter">
          <div className="ann-filter__add">
            <Field label={t(`ANNOUNCEMENTS.FILTER_ENTRY_${filterType}`)} error={entryProblem ?? audienceError}>
              {(control) => (
                <input
                  {...control}
                  value={entry}
                  onChange={(e) => setEntry(e.target.value)}
                  onKeyDown={(e) => {
                    // Enter adds the name rather than sending the announcement.
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    addEntry();
                  }}
                />
              )}
            </Field>
            <button type="button" className="hp-button" onClick={addEntry}>
              {t('ANNOUNCEMENTS.ADD_FILTER')}
            </button>
          </div>
          {selected.length === 0 ? (
            <p className="hp-muted">{t('ANNOUNCEMENTS.FILTER_NONE')}</p>
          ) : (
            <ul className="ann-filter__list" aria-label={t('ANNOUNCEMENTS.FILTER_LIST')}>
              {selected.map((value, index) => (
                <li key={value} className="ann-filter__item">
                  <span>{value}</span>
                  <button
                    type="button"
                    className="hp-button hp-button--small hp-button--ghost"
                    aria-label={t('ANNOUNCEMENTS.REMOVE_FILTER', { name: value })}
                    onClick={() => form.set('filter', { filterType, selected: removeFilterEntry(selected, index) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        audienceError && (
          <p className="hp-field__error" role="alert">
            {audienceError}
          </p>
        )
      )}
    </>
  );
}
