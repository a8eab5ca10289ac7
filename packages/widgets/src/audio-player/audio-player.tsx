import { Dimmer } from '../dimmer/dimmer';
import { useWidgetText } from '../i18n/widgetText';
import { Switch } from '../switch/switch';
import * as css from './audio-player.css';
import { ns } from './audio-player.texts';

/** spec 2 §9: audio commands PLAY 0, PAUSE 1, STOP 2. */
export const AUDIO_COMMANDS = { PLAY: 0, PAUSE: 1, STOP: 2 } as const;
export type AudioCommand = (typeof AUDIO_COMMANDS)[keyof typeof AUDIO_COMMANDS];

export interface AudioPlayerProps {
  /** Accessible name of the player, e.g. the device name. */
  label: string;
  /** The last confirmed command (what is going on now). */
  state: AudioCommand;
  volume: number;
  muted: boolean;
  nowPlaying?: string;
  onCommand: (command: AudioCommand) => void;
  onVolumeCommit: (volume: number) => void;
  onVolumeChange?: (volume: number) => void;
  onMutedChange: (muted: boolean) => void;
  disabled?: boolean;
}

const ORDER = ['PLAY', 'PAUSE', 'STOP'] as const;

/** Play, pause and stop (pressed = current), volume and mute. */
export function AudioPlayer(props: AudioPlayerProps) {
  const t = useWidgetText(ns);
  const { label, state, volume, muted, nowPlaying, disabled } = props;
  return (
    <section className={css.root} aria-label={label}>
      <p className={css.nowPlaying} aria-live="polite">
        {nowPlaying ? `${t('NOW_PLAYING')}: ${nowPlaying}` : t('NOTHING')}
      </p>
      <div className={css.transport} role="group" aria-label={`${label}: ${t('TRANSPORT')}`}>
        {ORDER.map((name) => (
          <button
            key={name}
            type="button"
            className={css.button}
            aria-pressed={state === AUDIO_COMMANDS[name]}
            disabled={disabled}
            onClick={() => props.onCommand(AUDIO_COMMANDS[name])}
          >
            {t(name)}
          </button>
        ))}
      </div>
      <Dimmer
        label={`${label}: ${t('VOLUME')}`}
        visibleLabel={t('VOLUME')}
        value={volume}
        min={0}
        max={100}
        unit="%"
        disabled={disabled}
        onValueChange={props.onVolumeChange}
        onValueCommit={props.onVolumeCommit}
      />
      <Switch label={`${label}: ${t('MUTE')}`} visibleLabel={t('MUTE')} checked={muted} disabled={disabled} onCheckedChange={props.onMutedChange} />
    </section>
  );
}
