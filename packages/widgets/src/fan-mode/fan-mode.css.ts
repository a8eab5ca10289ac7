import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', fontFamily: vars.font.body, color: vars.color.text });

export const button = style({
  font: 'inherit',
  minWidth: '2.25rem',
  padding: '0.35rem 0.8rem',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const value = style({ minWidth: '4.5rem', textAlign: 'center', fontWeight: 600 });
