import { mdiClose, mdiMenuDown, mdiMenuUp, mdiSwapVertical } from '@mdi/js';

/* The few marks the table draws, from the portal's one icon set (no font glyphs: a machine without the font draws a box). */
const PATHS = { close: mdiClose, up: mdiMenuUp, down: mdiMenuDown, unsorted: mdiSwapVertical };

function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className ?? 'hp-icon'} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export const CloseIcon = () => <Icon path={PATHS.close} />;

export function SortIcon({ direction }: { direction: 'ascending' | 'descending' | null }) {
  const path = direction === 'ascending' ? PATHS.up : direction === 'descending' ? PATHS.down : PATHS.unsorted;
  return <Icon path={path} className={direction ? 'hp-icon' : 'hp-icon hp-icon--faint'} />;
}
