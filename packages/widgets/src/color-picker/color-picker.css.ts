import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const grid = style({
  display: 'inline-grid',
  gap: '2px',
  padding: '4px',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.body,
});

export const row = style({ display: 'flex', gap: '2px' });

export const swatch = style({
  width: '1.5rem',
  height: '1.5rem',
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
