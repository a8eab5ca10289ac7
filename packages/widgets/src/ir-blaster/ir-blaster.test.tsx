import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IrBlaster, type IrBlasterProps } from './ir-blaster';
import { IrDeviceSelect } from './ir-device-select';
import { IrQuickControl } from './ir-quick-control';
import { irKeyIcon, irStateCodes, isIrOn } from './irRules';

afterEach(cleanup);

function blaster(overrides: Partial<IrBlasterProps> = {}) {
  const props: IrBlasterProps = {
    label: 'TV Remote',
    deviceType: 2,
    state: 5,
    onStateChange: vi.fn(),
    onKey: vi.fn(),
    learning: false,
    onLearningChange: vi.fn(),
    onLearnKey: vi.fn(),
    ...overrides,
  };
  const view = render(<IrBlaster {...props} />);
  return { props, view };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('IR rules', () => {
  it('uses AC on 1 off 2 and others on 5 off 6', () => {
    expect(irStateCodes(3)).toEqual({ on: 1, off: 2 });
    for (const type of [1, 2, 4]) expect(irStateCodes(type)).toEqual({ on: 5, off: 6 });
    expect([isIrOn(3, 1), isIrOn(3, 5), isIrOn(2, 5), isIrOn(2, 1)]).toEqual([true, false, true, false]);
  });
  it('maps learn statuses 0, 1 and 255 to the key icons', () => {
    expect([irKeyIcon(0), irKeyIcon(1), irKeyIcon(255), irKeyIcon(null), irKeyIcon(7)]).toEqual(['failed', 'in_progress', 'success', 'normal', 'normal']);
  });
});

describe('IrBlaster', () => {
  it.each([
    [1, ['STB', '123', 'TV']],
    [2, ['123', 'TV']],
    [3, ['AC']],
    [4, ['DVD', 'TV']],
  ])('type %i shows the tabs %j in a tablist', (deviceType, tabs) => {
    blaster({ deviceType });
    expect(screen.getByRole('tablist', { name: 'TV Remote: key pads' })).toBeTruthy();
    expect(tabNames()).toEqual(tabs);
  });

  it('moves between tabs with the arrow keys and Home/End', async () => {
    const user = userEvent.setup();
    blaster({ deviceType: 1 });
    const [stb, digits, tv] = screen.getAllByRole('tab');
    await user.click(stb!);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(digits);
    expect(digits!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('7');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tv);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(stb);
  });

  it('wires each tab to its panel, keeps one tab in the tab order and wraps with the arrows', async () => {
    const user = userEvent.setup();
    blaster({ deviceType: 4 });
    const [dvd, tv] = screen.getAllByRole('tab');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(dvd!.id);
    expect(dvd!.getAttribute('aria-controls')).toBe(panel.id);
    expect([dvd!.tabIndex, tv!.tabIndex]).toEqual([0, -1]);
    await user.click(dvd!);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tv);
    expect([dvd!.getAttribute('aria-selected'), tv!.getAttribute('aria-selected')]).toEqual(['false', 'true']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tv!.id);
    expect([dvd!.tabIndex, tv!.tabIndex]).toEqual([-1, 0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(dvd);
    await user.click(tv!);
    expect(screen.getByRole('tabpanel').textContent).toContain('Volume up');
  });

  it('sends power as the state code of its type', () => {
    const tv = blaster({ deviceType: 2, state: 5 });
    fireEvent.click(screen.getByRole('switch', { name: 'TV Remote: power' }));
    expect(tv.props.onStateChange).toHaveBeenCalledWith(6);
    cleanup();
    const ac = blaster({ deviceType: 3, state: 2 });
    expect(screen.getByRole('switch', { name: 'TV Remote: power' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('switch', { name: 'TV Remote: power' }));
    expect(ac.props.onStateChange).toHaveBeenCalledWith(1);
  });

  it('sends a key when on, and keeps keys disabled when off', () => {
    const on = blaster({ deviceType: 2, state: 5 });
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: '7' }));
    expect(on.props.onKey).toHaveBeenCalledWith('7');
    cleanup();
    blaster({ deviceType: 2, state: 6 });
    expect((within(screen.getByRole('tabpanel')).getByRole('button', { name: '7' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('in learning mode a key learns instead, and shows the learn status on that key', () => {
    const learning = blaster({ deviceType: 2, state: 6, learning: true });
    const seven = within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Learn 7' });
    expect((seven as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(seven);
    expect(learning.props.onLearnKey).toHaveBeenCalledWith('7');
    expect(learning.props.onKey).not.toHaveBeenCalled();
    learning.view.rerender(<IrBlaster {...learning.props} learningKey="7" learnStatus={1} />);
    expect(screen.getByRole('button', { name: '7: learning' }).getAttribute('data-learn')).toBe('in_progress');
    expect(screen.getByRole('status').textContent).toBe('Learning…');
    learning.view.rerender(<IrBlaster {...learning.props} learningKey="7" learnStatus={255} />);
    expect(screen.getByRole('button', { name: '7: learnt' }).getAttribute('data-learn')).toBe('success');
    expect(screen.getByRole('status').textContent).toBe('Learning successful');
    learning.view.rerender(<IrBlaster {...learning.props} learningKey="7" learnStatus={0} />);
    expect(screen.getByRole('button', { name: '7: learning failed' }).getAttribute('data-learn')).toBe('failed');
    expect(screen.getByRole('alert').textContent).toBe('Learning failed');
  });

  it('asks for the device first when the controller has none', () => {
    blaster({ deviceType: 0 });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText(/Choose which device/)).toBeTruthy();
  });
});

describe('IrQuickControl', () => {
  it.each([
    [2, ['Channel up', 'Channel down', 'Volume up', 'Volume down', 'Mute']],
    [3, ['Cooler', 'Warmer', 'Mode', 'Fan speed']],
    [4, ['Play', 'Pause', 'Stop', 'Previous', 'Next']],
  ])('type %i has its quick keys', (deviceType, keys) => {
    const onKey = vi.fn();
    render(<IrQuickControl label="Remote" deviceType={deviceType} state={deviceType === 3 ? 1 : 5} onStateChange={vi.fn()} onKey={onKey} />);
    for (const key of keys) expect(screen.getByRole('button', { name: `Remote: ${key}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Remote: ${keys[0]}` }));
    expect(onKey).toHaveBeenCalledOnce();
  });
});

describe('IrDeviceSelect', () => {
  it('requires a choice, then sends the chosen type', () => {
    const onSelect = vi.fn();
    render(<IrDeviceSelect label="Bedroom IR" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use this device' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a device type');
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Air conditioner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this device' }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });
});
