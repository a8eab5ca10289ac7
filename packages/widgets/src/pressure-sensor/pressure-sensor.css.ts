import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'flex', justifyContent: 'space-between', gap: '0.75rem', fontFamily: vars.font.body, fontSize: '0.9rem', color: vars.color.textMuted });

export const value = style({ color: vars.color.text, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
