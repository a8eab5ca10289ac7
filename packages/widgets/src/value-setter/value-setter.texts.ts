import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('value-setter', {
  DOWN: '{{label}}: lower',
  UP: '{{label}}: higher',
});
