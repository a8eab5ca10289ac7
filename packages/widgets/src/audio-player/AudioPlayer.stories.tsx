import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUDIO_COMMANDS, AudioPlayer } from './audio-player';

const meta = {
  title: 'Widgets/AudioPlayer',
  component: AudioPlayer,
  args: {
    label: 'Living Room Speaker',
    state: AUDIO_COMMANDS.PLAY,
    volume: 25,
    muted: false,
    nowPlaying: 'Morning Jazz',
    disabled: false,
    onCommand: () => undefined,
    onVolumeCommit: () => undefined,
    onMutedChange: () => undefined,
  },
} satisfies Meta<typeof AudioPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};
export const Paused: Story = { args: { state: AUDIO_COMMANDS.PAUSE } };
export const Stopped: Story = { args: { state: AUDIO_COMMANDS.STOP, nowPlaying: undefined } };
export const Muted: Story = { args: { muted: true } };
export const Disabled: Story = { args: { disabled: true } };
