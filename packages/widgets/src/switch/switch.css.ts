import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.6rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const track = style({
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  padding: 0,
  transition: 'background 120ms ease',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&[aria-busy="true"]': { opacity: 0.7 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1.2rem',
  height: '1.2rem',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: '0 1px 2px rgba(0,0,0,.3)',
  transition: 'transform 120ms ease',
  selectors: {
    [`${track}[aria-checked="true"] &`]: { transform: 'translateX(1.25rem)' },
  },
});

export const label = style({ fontSize: '0.9rem' });
