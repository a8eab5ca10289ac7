import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('thermostat', {
  DEFAULT_LABEL: 'Thermostat',
  MODE: 'Mode',
  MODE_0: 'Off',
  MODE_1: 'Heat',
  MODE_2: 'Cool',
  MODE_3: 'Fan',
  SET_POINT: 'Set point',
  CURRENT: 'Room temperature',
  NOT_REPORTED: 'Not reported',
});
