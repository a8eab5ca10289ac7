import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', fontFamily: vars.font.body, color: vars.color.text });

export { pillButton as button } from '../shared/button.css';

export const value = style({ minWidth: '4.5rem', textAlign: 'center', fontWeight: 600 });
