import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_COMMANDS, AudioPlayer, type AudioPlayerProps } from './audio-player';

afterEach(cleanup);

const base = (over: Partial<AudioPlayerProps> = {}): AudioPlayerProps => ({
  label: 'Speaker',
  state: AUDIO_COMMANDS.STOP,
  volume: 25,
  muted: false,
  onCommand: vi.fn(),
  onVolumeCommit: vi.fn(),
  onMutedChange: vi.fn(),
  ...over,
});

describe('AudioPlayer', () => {
  it('sends the spec code of the pressed button (PLAY 0, PAUSE 1, STOP 2) and shows the current one as pressed', () => {
    const props = base();
    render(<AudioPlayer {...props} />);
    expect(screen.getByRole('button', { name: 'Stop' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(props.onCommand).toHaveBeenNthCalledWith(1, 0);
    expect(props.onCommand).toHaveBeenNthCalledWith(2, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(props.onCommand).toHaveBeenNthCalledWith(3, 2);
  });

  it('has a named volume slider and mute switch, and tells what is playing', () => {
    const props = base({ nowPlaying: 'Radio One', muted: true });
    render(<AudioPlayer {...props} />);
    expect(screen.getByRole('slider', { name: /Speaker: Volume/ })).toBeTruthy();
    const mute = screen.getByRole('switch', { name: 'Speaker: Mute' });
    expect(mute.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(mute);
    expect(props.onMutedChange).toHaveBeenCalledWith(false);
    expect(screen.getByText(/Now playing: Radio One/)).toBeTruthy();
  });

  it('disables every control when disabled', () => {
    render(<AudioPlayer {...base({ disabled: true })} />);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('slider') as HTMLInputElement).disabled).toBe(true);
  });
});
