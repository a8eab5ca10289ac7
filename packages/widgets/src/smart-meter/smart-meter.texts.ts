import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('smart-meter', {
  OVERALL: 'Overall',
  POWER: 'Power',
  ENERGY: 'Energy',
  PHASE: 'Phase {{n}}',
  VOLTAGE: 'Voltage',
  CURRENT: 'Current',
  SWITCH: 'Switch {{n}}',
  NO_VALUE: '–',
  DEFAULT_LABEL: 'Smart meter',
});
