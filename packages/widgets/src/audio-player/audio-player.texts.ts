import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('audio-player', {
  PLAY: 'Play',
  PAUSE: 'Pause',
  STOP: 'Stop',
  VOLUME: 'Volume',
  MUTE: 'Mute',
  NOW_PLAYING: 'Now playing',
  NOTHING: 'Nothing playing',
  TRANSPORT: 'Playback',
});
