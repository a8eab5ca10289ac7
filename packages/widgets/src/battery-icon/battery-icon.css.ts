import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: '0.35rem', fontFamily: vars.font.body, fontSize: '0.85rem', color: vars.color.textMuted });

export const body = style({
  display: 'inline-block',
  boxSizing: 'border-box',
  position: 'relative',
  width: '1.6rem',
  height: '0.8rem',
  border: `1.5px solid currentColor`,
  borderRadius: '3px',
  padding: '1px',
  selectors: { '&::after': { content: '""', position: 'absolute', right: '-4px', top: '25%', width: '2px', height: '50%', background: 'currentColor', borderRadius: '1px' } },
});

export const fill = style({ display: 'block', height: '100%', borderRadius: '1px' });

// spec 2 §9: orange below 45 down to 15, red below 15.
export const tone = styleVariants({
  ok: { background: '#1a7f37' },
  warning: { background: '#d97706' },
  danger: { background: '#b42318' },
});
