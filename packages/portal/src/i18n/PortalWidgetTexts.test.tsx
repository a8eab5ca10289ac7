import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HueBridge } from '@homeport/widgets';
import { createI18n } from './createI18n';
import { PortalI18nProvider } from './PortalWidgetTexts';

afterEach(cleanup);

function renderBridge(lightCount: number) {
  const i18n = createI18n();
  i18n.addResourceBundle('de', 'homeport-hue-bridge', { PAIRED: 'Gekoppelt', LIGHTS_one: '{{count}} Lampe', LIGHTS_other: '{{count}} Lampen' });
  render(
    <PortalI18nProvider i18n={i18n}>
      <HueBridge label="Hue" state="paired" lightCount={lightCount} onPair={() => undefined} />
    </PortalI18nProvider>,
  );
  return i18n;
}

describe('PortalI18nProvider', () => {
  it("keeps the widgets' English where the portal's catalogue has no text for them", () => {
    renderBridge(2);
    expect(screen.getByRole('status').textContent).toBe('Paired');
    expect(screen.getByText('2 lights')).toBeTruthy();
  });

  it("translates the widgets with the portal's i18next, plurals included, when its language changes", async () => {
    const i18n = renderBridge(1);
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('status').textContent).toBe('Gekoppelt');
    expect(screen.getByText('1 Lampe')).toBeTruthy();
    cleanup();
    const again = renderBridge(4);
    await act(() => again.changeLanguage('de'));
    expect(screen.getByText('4 Lampen')).toBeTruthy();
  });
});
