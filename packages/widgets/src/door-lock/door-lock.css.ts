import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'grid', gap: '0.75rem', fontFamily: vars.font.body, color: vars.color.text });

export const status = style({ display: 'flex', alignItems: 'center', gap: '0.6rem', fontWeight: 600 });

export const icon = style({ fontSize: '1.4rem' });

export const actions = style({ display: 'flex', gap: '0.5rem' });

export { pillButton as button } from '../shared/button.css';
