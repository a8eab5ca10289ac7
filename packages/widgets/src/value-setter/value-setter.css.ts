import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'grid', gap: '0.35rem', fontFamily: vars.font.body, color: vars.color.text });

export const label = style({ fontSize: '0.9rem' });

export const row = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto auto', alignItems: 'center', gap: '0.5rem' });

export const button = style({
  font: 'inherit',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const range = style({
  width: '100%',
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const value = style({ minWidth: '4rem', textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
