import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract partners override: every widget reads only these
 * variables, with stable names (`--hp-color-accent`, `--hp-radius-card`, ...)
 * so plain CSS on any ancestor can set them.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      accent: null,
      accentText: null,
      surface: null,
      surfaceMuted: null,
      text: null,
      textMuted: null,
      border: null,
      focus: null,
    },
    radius: { control: null, card: null },
    font: { body: null },
  },
  (_value, path) => `hp-${path.join('-')}`,
);

/** The Homeport look, applied at :root unless a partner sets the variables. */
createGlobalTheme(':root', vars, {
  color: {
    accent: '#1c5fcc',
    accentText: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#e7ebf2',
    text: '#1b2430',
    textMuted: '#5b6676',
    border: '#cfd6e1',
    focus: '#f0a400',
  },
  radius: { control: '999px', card: '12px' },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});
