import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const zone = style({
  display: 'grid',
  gap: '0.4rem',
  justifyItems: 'start',
  padding: '1rem',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
  selectors: { '&[data-over="true"]': { borderColor: vars.color.accent, background: vars.color.surfaceMuted } },
});

export const input = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const progress = style({ width: '100%', accentColor: vars.color.accent });
