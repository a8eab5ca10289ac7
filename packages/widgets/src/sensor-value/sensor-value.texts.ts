import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('sensor-value', {
  ON: 'On',
  OFF: 'Off',
  EMPTY: 'Not reported',
});
