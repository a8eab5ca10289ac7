import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('panic-button', {
  TYPE_Arm: 'Arm',
  TYPE_Emergency: 'Emergency',
  TYPE_Fire: 'Fire',
  TYPE_Panic: 'Panic',
  TRIGGERED: 'Triggered',
  IDLE: 'Not triggered',
});
