import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The widgets' rounded action button: pressed, disabled and focus states from the theme. */
export const pillButton = style({
  font: 'inherit',
  fontSize: '0.85rem',
  padding: '0.35rem 0.8rem',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
