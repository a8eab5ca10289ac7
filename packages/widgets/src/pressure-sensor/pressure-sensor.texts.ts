import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('pressure-sensor', {
  TYPE_0: 'Absolute',
  TYPE_1: 'Gauge',
  TYPE_2: 'Vacuum',
  TYPE_3: 'Differential',
  TYPE_4: 'Sealed',
  UNKNOWN: 'Unknown type',
  NOT_REPORTED: 'Not reported',
});
