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
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Lock Front door' }).getAttribute('aria-pressed')).toBe(pressed);
  });

  it('asks before unlocking, naming the lock, and unlocks only when confirmed', () => {
    const lock = vi.fn();
    render(<DoorLock label="Front door" state="locked" onLockedChange={lock} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Front door' }));
    expect(lock).not.toHaveBeenCalled();
    const question = screen.getByRole('group', { name: 'Confirm unlocking Front door' });
    expect(question.textContent).toContain('Unlock Front door?');
    const confirm = screen.getByRole('button', { name: 'Yes, unlock Front door' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    expect(lock).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('group', { name: 'Confirm unlocking Front door' })).toBeNull();
  });

  it('goes back without unlocking on Cancel or Escape', () => {
    const lock = vi.fn();
    render(<DoorLock label="Front door" state="locked" onLockedChange={lock} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Front door' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Front door' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes, unlock Front door' }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Unlock Front door' })).toBeTruthy();
    expect(lock).not.toHaveBeenCalled();
  });

  it('locks at once and sends the operating mode', () => {
    const lock = vi.fn();
    const mode = vi.fn();
    render(<DoorLock label="Front door" state="unlocked" mode={0} onModeChange={mode} onLockedChange={lock} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lock Front door' }));
    expect(lock).toHaveBeenCalledExactlyOnceWith(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Vacation' }));
    expect(mode).toHaveBeenCalledWith(1);
  });

  it('names the icon of its type', () => {
    render(<DoorLock label="Front door" state="locked" type="Fire" onLockedChange={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Fire' }).tagName.toLowerCase()).toBe('svg');
  });
});
