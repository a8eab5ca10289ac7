import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('color-picker', {
  SWATCH: 'Hue {{hue}}°, saturation {{saturation}}',
});
