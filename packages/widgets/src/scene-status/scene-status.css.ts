import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', fontFamily: vars.font.body, color: vars.color.text });

export const icon = style({
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.card,
  display: 'grid',
  placeItems: 'center',
  fontSize: '1.2rem',
  background: vars.color.surfaceMuted,
});

export const name = style({ flex: 1, fontSize: '0.95rem' });
