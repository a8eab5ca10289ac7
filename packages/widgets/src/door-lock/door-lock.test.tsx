// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoorLock } from './door-lock';

afterEach(cleanup);

describe('DoorLock', () => {
  it.each([
    ['unlocked', 'Unlocked', 'false'],
    ['locked', 'Locked', 'true'],
    ['locked_with_timer', 'Locked with timer', 'true'],
  ] as const)('state %s reads %s and presses Lock %s', (state, text, pressed) => {
    render(<DoorLock label="Front door" state={state} onLockedChange={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain(text);
    expect(screen.getByRole('button', { name: 'Lock Front door' }).getAttribute('aria-pressed')).toBe(pressed);
  });

  it('sends lock and unlock intents and the operating mode', () => {
    const lock = vi.fn();
    const mode = vi.fn();
    render(<DoorLock label="Front door" state="locked" mode={0} onModeChange={mode} onLockedChange={lock} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Front door' }));
    expect(lock).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Vacation' }));
    expect(mode).toHaveBeenCalledWith(1);
  });

  it('shows the icon of its type', () => {
    render(<DoorLock label="Front door" state="locked" type="Fire" onLockedChange={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('🔥');
  });
});
