import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('roller-shutter', {
  OPEN: 'Open',
  CLOSE: 'Close',
  STOP: 'Stop',
  OPEN_NAMED: 'Open {{label}}',
  CLOSE_NAMED: 'Close {{label}}',
  STOP_NAMED: 'Stop {{label}}',
  POSITION: 'Position',
  STATE_OPEN: 'Open',
  STATE_CLOSED: 'Closed',
  STATE_PARTLY: '{{percent}} % open',
  DEFAULT_LABEL: 'Shutter',
});
