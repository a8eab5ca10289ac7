import { forwardRef, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table's search box. spec 1 §9: Enter starts the search, Escape
 * cancels it (clears the box and the applied search). Typing alone
 * applies nothing, so a server-paged table is asked once per search.
 */
export const SearchField = forwardRef<HTMLInputElement, { label: string; applied: string; onApply: (text: string) => void }>(function SearchField(
  { label, applied, onApply },
  ref,
) {
  const { t } = useTranslation();
  const hintId = useId();
  const [draft, setDraft] = useState(applied);
  // A search cleared elsewhere (its chip removed) empties the box too.
  useEffect(() => setDraft(applied), [applied]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onApply(draft.trim());
    } else if (event.key === 'Escape') {
      // Chromium clears a search box on Escape by itself; this also drops the applied search.
      event.preventDefault();
      setDraft('');
      onApply('');
    }
  };

  return (
    <div className="hp-search">
      <input
        ref={ref}
        type="search"
        aria-label={label}
        aria-describedby={hintId}
        placeholder={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="hp-muted">
        {t('TABLE.SEARCH_HINT')}
      </span>
    </div>
  );
});
