import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('hue-bridge', {
  PAIRED: 'Paired',
  NOT_PAIRED: 'Not paired',
  PAIRING: 'Pairing…',
  FAILED: 'Pairing failed. Press the link button on the bridge and try again.',
  HINT: 'Press the round link button on the bridge, then choose Pair within 30 seconds.',
  LIGHTS_zero: 'No lights yet',
  LIGHTS_one: '{{count}} light',
  LIGHTS_other: '{{count}} lights',
  ADDRESS: 'Address',
  PAIR: 'Pair',
  UNPAIR: 'Unpair',
  PAIR_NAMED: 'Pair {{label}}',
  UNPAIR_NAMED: 'Unpair {{label}}',
  DEFAULT_LABEL: 'Hue bridge',
});
