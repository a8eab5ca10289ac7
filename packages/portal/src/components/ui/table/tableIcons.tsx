/*
 * The few marks the table draws, as inline SVG (no font glyphs: a machine
 * without the font draws a box). Paths from Material Design Icons
 * (Apache 2.0): mdi-close, mdi-menu-up, mdi-menu-down, mdi-swap-vertical.
 */
const PATHS = {
  close: 'M19,6.41L17.59,5L12,10.59L6.41,5L5,6.41L10.59,12L5,17.59L6.41,19L12,13.41L17.59,19L19,17.59L13.41,12L19,6.41Z',
  up: 'M7,15L12,10L17,15H7Z',
  down: 'M7,10L12,15L17,10H7Z',
  unsorted: 'M9,3L5,7H8V14H10V7H13M16,17V10H14V17H11L15,21L19,17H16Z',
};

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
