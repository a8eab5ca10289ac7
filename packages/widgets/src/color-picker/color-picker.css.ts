import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const grid = style({
  display: 'grid',
  width: '100%',
  maxWidth: '26rem',
  boxSizing: 'border-box',
  gap: '2px',
  padding: '4px',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.body,
});

export const row = style({ display: 'flex', gap: '2px' });

export const swatch = style({
  flex: '1 1 0',
  minWidth: 0,
  aspectRatio: '1',
  boxSizing: 'border-box',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '4px',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { outline: `3px solid ${vars.color.text}`, outlineOffset: '1px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The current colour as a small filled square, on a card or beside a name. */
export const current = style({
  display: 'inline-block',
  width: '1.5rem',
  height: '1.5rem',
  flexShrink: 0,
  borderRadius: '6px',
  border: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
