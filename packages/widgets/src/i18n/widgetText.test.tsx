import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HueBridge } from '../hue-bridge/hue-bridge';
import { WidgetTextsProvider, type WidgetTranslate } from './WidgetTextsProvider';

afterEach(cleanup);

const paired = (lightCount: number) => <HueBridge label="Hue" state="paired" lightCount={lightCount} onPair={() => undefined} onUnpair={() => undefined} />;

describe('widget texts', () => {
  it('are English without a provider, with plural forms and interpolation', () => {
    const { rerender } = render(paired(0));
    expect(screen.getByText('No lights yet')).toBeTruthy();
    rerender(paired(1));
    expect(screen.getByText('1 light')).toBeTruthy();
    rerender(paired(7));
    expect(screen.getByText('7 lights')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpair Hue' })).toBeTruthy();
  });

  it("come from the page's catalogue in its language's plural forms, English where it has none", () => {
    const polish = { 'homeport-hue-bridge': { LIGHTS_one: '{{count}} światło', LIGHTS_few: '{{count}} światła', LIGHTS_many: '{{count}} świateł' } };
    const { rerender } = render(
      <WidgetTextsProvider locale="pl" texts={polish}>
        {paired(3)}
      </WidgetTextsProvider>,
    );
    expect(screen.getByText('3 światła')).toBeTruthy();
    rerender(
      <WidgetTextsProvider locale="pl" texts={polish}>
        {paired(5)}
      </WidgetTextsProvider>,
    );
    expect(screen.getByText('5 świateł')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpair Hue' })).toBeTruthy();
  });

  it('ask the translator first, with namespace, key and values, and keep English where it answers undefined', () => {
    const translate = vi.fn<WidgetTranslate>((namespace, key, vars) => (key === 'UNPAIR_NAMED' ? `${namespace}: entkoppeln ${String(vars?.label)}` : undefined));
    render(<WidgetTextsProvider translate={translate}>{paired(2)}</WidgetTextsProvider>);
    expect(screen.getByRole('button', { name: 'homeport-hue-bridge: entkoppeln Hue' })).toBeTruthy();
    expect(screen.getByText('2 lights')).toBeTruthy();
    expect(translate).toHaveBeenCalledWith('homeport-hue-bridge', 'LIGHTS', { count: 2 });
  });

  it('follow a change of language', () => {
    const texts = { 'homeport-hue-bridge': { PAIRED: 'Gekoppelt' } };
    const { rerender } = render(<WidgetTextsProvider locale="en">{paired(1)}</WidgetTextsProvider>);
    expect(screen.getByRole('status').textContent).toBe('Paired');
    rerender(
      <WidgetTextsProvider locale="de" texts={texts}>
        {paired(1)}
      </WidgetTextsProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Gekoppelt');
  });
});
