import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('color-picker', {
  DEFAULT_LABEL: 'Colour',
  SWATCH: 'Hue {{hue}}°, saturation {{saturation}}',
});
