import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A widget's frame: a column in the theme's font. */
export const stack = style({ display: 'grid', gap: '0.5rem', fontFamily: vars.font.body, color: vars.color.text, fontSize: '0.9rem' });

/** A row of action buttons. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

export const muted = style({ color: vars.color.textMuted });

/** Numbers that line up. */
export const figure = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
