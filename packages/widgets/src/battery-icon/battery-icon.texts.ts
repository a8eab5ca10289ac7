import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('battery-icon', {
  LABEL: 'Battery {{level}} %',
  CRITICAL: 'Battery critical: {{level}} %',
  UNKNOWN: 'Battery level unknown',
});
