import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('color-picker', {
  DEFAULT_LABEL: 'Colour',
  SWATCH: '{{name}}, hue {{hue}}°, saturation {{saturation}}',
  CURRENT: 'Colour: {{name}}, hue {{hue}}°, saturation {{saturation}}',
  NAME_red: 'Red',
  NAME_orange: 'Orange',
  NAME_yellow: 'Yellow',
  NAME_lime: 'Lime',
  NAME_green: 'Green',
  NAME_cyan: 'Cyan',
  NAME_blue: 'Blue',
  NAME_purple: 'Purple',
  NAME_magenta: 'Magenta',
  NAME_pink: 'Pink',
  NAME_white: 'White',
});
