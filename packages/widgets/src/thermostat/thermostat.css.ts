import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'grid', gap: '0.9rem', fontFamily: vars.font.body, color: vars.color.text });

export const current = style({ display: 'flex', alignItems: 'baseline', gap: '0.5rem', color: vars.color.textMuted, fontSize: '0.9rem' });

export const currentValue = style({ fontSize: '1.6rem', fontWeight: 700, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
