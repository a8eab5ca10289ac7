import { useTranslation } from 'react-i18next';
import { CloseIcon } from './tableIcons';
import type { FilterChip } from './tableTypes';

/**
 * The filters that are on, each a button that removes it (Enter or Space
 * from the keyboard). `onRemoved` lets the table put the focus somewhere
 * sensible, since the pressed chip disappears.
 */
export function FilterChips({ chips, onRemoved }: { chips: FilterChip[]; onRemoved: () => void }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul className="hp-chips" aria-label={t('TABLE.FILTERS')}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            className="hp-chip"
            aria-label={t('TABLE.REMOVE_FILTER', { filter: chip.label })}
            onClick={() => {
              chip.onRemove();
              onRemoved();
            }}
          >
            <span>{chip.label}</span>
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
