import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HueBridge } from './hue-bridge';

afterEach(cleanup);

describe('HueBridge', () => {
  it('offers Pair while unpaired, with the link-button hint', () => {
    const pair = vi.fn();
    render(<HueBridge label="Hue" state="unpaired" onPair={pair} address="192.168.1.40" />);
    expect(screen.getByRole('status').textContent).toBe('Not paired');
    expect(screen.getByText(/link button/)).toBeTruthy();
    expect(screen.getByText('192.168.1.40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pair Hue' }));
    expect(pair).toHaveBeenCalledOnce();
  });

  it('is busy while pairing, and says so when it failed', () => {
    const { rerender } = render(<HueBridge label="Hue" state="pairing" onPair={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Hue' }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Pair Hue' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<HueBridge label="Hue" state="failed" onPair={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toMatch(/failed/);
  });

  it('counts the lights once paired and offers Unpair', () => {
    const unpair = vi.fn();
    const { rerender } = render(<HueBridge label="Hue" state="paired" lightCount={3} onPair={() => undefined} onUnpair={unpair} />);
    expect(screen.getByText('3 lights')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unpair Hue' }));
    expect(unpair).toHaveBeenCalledOnce();
    rerender(<HueBridge label="Hue" state="paired" lightCount={1} onPair={() => undefined} />);
    expect(screen.getByText('1 light')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
