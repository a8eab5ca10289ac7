import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'grid', gap: '0.75rem', fontFamily: vars.font.body, color: vars.color.text });

export const nowPlaying = style({ fontSize: '0.85rem', color: vars.color.textMuted, margin: 0 });

export const transport = style({ display: 'flex', gap: '0.4rem' });

export { pillButton as button } from '../shared/button.css';
