import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ border: 0, padding: 0, margin: 0, minWidth: 0, fontFamily: vars.font.body, color: vars.color.text });

export const legend = style({ fontSize: '0.9rem', padding: 0, marginBottom: '0.4rem' });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: '0.35rem' });

export const input = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0.3rem 0.75rem',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: '0.85rem',
  cursor: 'pointer',
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.45 },
  },
});
