import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

afterEach(cleanup);

function Controlled({ onIntent }: { onIntent: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Hall: Power"
      visibleLabel="Power"
      checked={on}
      onCheckedChange={(next) => {
        onIntent(next);
        setOn(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label that reports aria-checked', () => {
    render(<Switch label="Hall: Power" checked onCheckedChange={() => undefined} />);
    expect(screen.getByRole('switch', { name: 'Hall: Power' }).getAttribute('aria-checked')).toBe('true');
  });

  it('sends the opposite state as its intent and shows only what it is given', () => {
    const intent = vi.fn();
    render(<Switch label="Hall: Power" checked={false} onCheckedChange={intent} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(intent).toHaveBeenCalledWith(true);
    // Controlled: nothing changes until the confirmed value comes back.
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('is a focusable native button, so Enter and Space work (pressed for real in e2e/spine.e2e.ts)', () => {
    const intent = vi.fn();
    render(<Controlled onIntent={intent} />);
    const control = screen.getByRole('switch', { name: 'Hall: Power' });
    control.focus();
    expect(document.activeElement).toBe(control);
    expect(control.tagName).toBe('BUTTON');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
  });

  it('does nothing when disabled', () => {
    const intent = vi.fn();
    render(<Switch label="Lock" visibleLabel="Lock" checked={false} disabled onCheckedChange={intent} />);
    const control = screen.getByRole('switch', { name: 'Lock' }) as HTMLButtonElement;
    expect(control.disabled).toBe(true);
    fireEvent.click(control);
    fireEvent.click(screen.getByText('Lock'));
    expect(intent).not.toHaveBeenCalled();
  });

  it('marks a change in flight as busy', () => {
    render(<Switch label="Outlet" checked={false} busy onCheckedChange={() => undefined} />);
    expect(screen.getByRole('switch').getAttribute('aria-busy')).toBe('true');
  });
});
