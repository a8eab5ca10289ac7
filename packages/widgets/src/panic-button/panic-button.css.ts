import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', fontFamily: vars.font.body, color: vars.color.text });

export const icon = style({ fontSize: '1.5rem' });

export const state = style({
  fontSize: '0.9rem',
  color: vars.color.textMuted,
  selectors: { '&[data-triggered="true"]': { color: '#b42318', fontWeight: 700 } },
});
