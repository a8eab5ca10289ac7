import { style } from '@vanilla-extract/css';
import { pillButton } from '../shared/button.css';
import { vars } from '../theme.css';

export const root = style({ display: 'grid', gap: '0.75rem', fontFamily: vars.font.body, color: vars.color.text });

export const status = style({ display: 'flex', alignItems: 'center', gap: '0.6rem', fontWeight: 600 });

export const icon = style({ fontSize: '1.4rem' });

export const typeIcon = style({ color: vars.color.textMuted, marginLeft: 'auto' });

export const confirm = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '0.6rem 0.75rem',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const question = style({ margin: 0 });

export const danger = style([pillButton, { background: '#b3261e', borderColor: '#b3261e', color: '#ffffff', fontWeight: 600 }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

export const button = pillButton;
