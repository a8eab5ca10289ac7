import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: '0.75rem',
  rowGap: '0.25rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
  width: '100%',
});

export const label = style({ gridColumn: '1 / -1', fontSize: '0.9rem' });

export const range = style({
  width: '100%',
  accentColor: vars.color.accent,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// A native range draws its own track; only without its appearance does the
// background (set inline from the `track` prop) show.
export const paintedRange = style({
  appearance: 'none',
  height: '0.6rem',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
});
const thumb = { width: '1.1rem', height: '1.1rem', borderRadius: '50%', background: vars.color.surface, border: `2px solid ${vars.color.text}`, cursor: 'pointer' };
globalStyle(`${paintedRange}::-webkit-slider-thumb`, { appearance: 'none', ...thumb });
globalStyle(`${paintedRange}::-moz-range-thumb`, thumb);

export const value = style({
  minWidth: '3.5rem',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  fontSize: '0.9rem',
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
