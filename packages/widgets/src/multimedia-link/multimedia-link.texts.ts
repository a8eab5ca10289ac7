import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('multimedia-link', {
  DEFAULT_LABEL: 'Camera',
  LIVE: 'Live view',
  EVENTS: 'Event list',
  SETTINGS: 'Camera settings',
  LINK_NAMED: '{{label}}: {{view}} (opens in a new tab)',
  DURATION: 'Recording duration',
  DURATION_10: '10 s',
  DURATION_30: '30 s',
  DURATION_60: '1 min',
  DURATION_300: '5 min',
  DURATION_1800: '30 min',
  ACCESS_DENIED: 'Access denied',
  ACCESS_DENIED_CAMERA: 'Administrators cannot open camera streams.',
  LINKS_LOADING: 'Preparing the camera links…',
  LINKS_FAILED: 'The camera links could not be prepared. Try again later.',
});
