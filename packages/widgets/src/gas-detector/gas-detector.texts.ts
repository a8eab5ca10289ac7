import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('gas-detector', {
  TYPE_0: 'Unknown gas',
  TYPE_1: 'Carbon monoxide (CO)',
  TYPE_2: 'Combustible gas',
  TYPE_3: 'Carbon dioxide (CO2)',
  ALARM: 'Gas detected',
  CLEAR: 'No gas detected',
  CONCENTRATION: 'Concentration',
});
