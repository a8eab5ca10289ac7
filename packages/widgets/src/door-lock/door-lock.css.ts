import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'grid', gap: '0.75rem', fontFamily: vars.font.body, color: vars.color.text });

export const status = style({ display: 'flex', alignItems: 'center', gap: '0.6rem', fontWeight: 600 });

export const icon = style({ fontSize: '1.4rem' });

export const actions = style({ display: 'flex', gap: '0.5rem' });

export const button = style({
  font: 'inherit',
  padding: '0.4rem 1rem',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
