import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const filter = style({ font: 'inherit', padding: '0.45rem 0.7rem', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.control, maxWidth: '22rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.4rem' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '0.5rem 0.6rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});
