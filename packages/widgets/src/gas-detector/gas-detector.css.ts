import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'grid', gap: '0.35rem', fontFamily: vars.font.body, color: vars.color.text, fontSize: '0.9rem' });

export const state = style({
  fontWeight: 600,
  selectors: { '&[data-alarm="true"]': { color: '#b42318' } },
});

export const muted = style({ color: vars.color.textMuted });
