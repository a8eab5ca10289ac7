import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const tabList = style({ display: 'flex', gap: '0.25rem', borderBottom: `1px solid ${vars.color.border}`, marginBottom: '0.5rem' });

export const tab = style({
  font: 'inherit',
  fontSize: '0.85rem',
  padding: '0.35rem 0.8rem',
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: 600 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const pad = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '0.4rem' });

export const key = style({
  font: 'inherit',
  fontSize: '0.85rem',
  minHeight: '2.2rem',
  padding: '0.3rem 0.4rem',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.3rem',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-learn="in_progress"]': { borderColor: vars.color.accent },
    '&[data-learn="success"]': { borderColor: '#1a7f37' },
    '&[data-learn="failed"]': { borderColor: '#b42318' },
  },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem', justifyContent: 'space-between' });
