import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('fan-mode', {
  MODE_0: 'Off',
  MODE_1: 'Low',
  MODE_2: 'Medium',
  MODE_3: 'High',
  NEXT: '{{label}}: {{mode}}, next mode',
  DOWN: '{{label}}: lower',
  UP: '{{label}}: higher',
});
