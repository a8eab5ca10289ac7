import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { AUDIO_COMMANDS, AudioPlayer, type AudioCommand } from './audio-player';

/**
 * The seeded speaker reports PlayState 0 stopped, 1 playing, 2 paused
 * (docs/simulator.md); the player speaks in the spec's commands PLAY 0,
 * PAUSE 1, STOP 2 (spec 2 §9).
 */
const STATE_OF_COMMAND: Record<AudioCommand, number> = { [AUDIO_COMMANDS.PLAY]: 1, [AUDIO_COMMANDS.PAUSE]: 2, [AUDIO_COMMANDS.STOP]: 0 };
const COMMAND_OF_STATE: Record<number, AudioCommand> = { 0: AUDIO_COMMANDS.STOP, 1: AUDIO_COMMANDS.PLAY, 2: AUDIO_COMMANDS.PAUSE };

export interface AudioPlayerConnectedProps extends ConnectedWidgetProps {
  service?: string;
}

/** The audio player bound to AudioService (PlayState, Volume, Mute, NowPlaying). */
export function AudioPlayerConnected({ handle, deviceId, service = 'AudioService', label, device, disabled }: AudioPlayerConnectedProps) {
  const control = useDeviceControl(handle, deviceId, device);
  const playState = useDeviceProperty<number>(handle, deviceId, service, 'PlayState');
  const volume = useDeviceProperty<number>(handle, deviceId, service, 'Volume');
  const mute = useDeviceProperty<boolean>(handle, deviceId, service, 'Mute');
  const nowPlaying = useDeviceProperty<string>(handle, deviceId, service, 'NowPlaying');
  return (
    <AudioPlayer
      label={label ?? control.device?.device_name ?? service}
      state={COMMAND_OF_STATE[playState.value ?? 0] ?? AUDIO_COMMANDS.STOP}
      volume={volume.value ?? 0}
      muted={mute.value === true}
      nowPlaying={nowPlaying.value || undefined}
      disabled={disabled || playState.value === undefined || !control.canChange(service, 'PlayState')}
      onCommand={(command) => void playState.set(STATE_OF_COMMAND[command]).catch(() => undefined)}
      onVolumeChange={volume.suppressEcho}
      onVolumeCommit={(next) => void volume.set(next).catch(() => undefined)}
      onMutedChange={(next) => void mute.set(next).catch(() => undefined)}
    />
  );
}
