// The frame's link status against a real sdk GatewayLink that cannot reach
// its broker (a port where nothing listens): what the user sees and what
// "Try now", the browser's `online` and a tab shown again do to the link.
// The link connecting again after an outage is in e2e/reconnect.e2e.ts.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, useStore } from 'jotai';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayLink } from '@homeport/sdk';
import { deadPort } from '@homeport/test-support/dead-port';
import { followLinkStatus, useReconnectTriggers } from '../services/linkStatus';
import { createI18n } from '../i18n/createI18n';
import { linkAtom, linkRenewAtom, linkStatusAtom } from '../state/atoms';
import { LinkStatusBanner } from './LinkStatusBanner';

const links: GatewayLink[] = [];
afterEach(async () => {
  cleanup();
  await Promise.all(links.splice(0).map((link) => link.end()));
});

/** What Runtime does for a link: follow its state and wire the page's reconnect triggers. */
function Follow({ link }: { link: GatewayLink }) {
  const store = useStore();
  useReconnectTriggers();
  useEffect(() => followLinkStatus(store, link), [store, link]);
  return null;
}

function renderFrame(store = createStore(), link?: GatewayLink) {
  if (link) store.set(linkAtom, link);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n()}>
        {link && <Follow link={link} />}
        <LinkStatusBanner />
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

const message = () => screen.getByRole('status');

describe('LinkStatusBanner (docs/decisions.md "Reconnecting")', () => {
  it('keeps an empty live region while the link is up, with nothing else', () => {
    renderFrame();
    expect(message().textContent).toBe('');
    expect(message().getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it cannot reach the server, shows the attempt and next try, and tries at once on Try now, online and a shown tab', async () => {
    // Eight seconds between tries: every further attempt below is one the page asked for.
    const link = GatewayLink.connect({
      url: `mqtt://127.0.0.1:${await deadPort()}`,
      userId: 'u',
      sessionId: 's',
      product: 'homeport',
      mqtt: { reconnectPeriodMs: 8000 },
      backoff: { random: () => 0 },
    });
    links.push(link);
    renderFrame(createStore(), link);

    await screen.findByText(/^Attempt 1, next try in \d+ s\.$/);
    expect(message().textContent).toBe('Cannot reach the server. Reconnecting…');
    const tryNow = screen.getByRole('button', { name: 'Try now' });
    expect(tryNow.getAttribute('aria-describedby')).toBe(message().id);
    // The countdown is beside the live region, not in it: it is not read out every second.
    expect(within(message()).queryByText(/next try/)).toBeNull();

    await userEvent.click(tryNow);
    await screen.findByText(/^Attempt 2, next try in \d+ s\.$/);

    window.dispatchEvent(new Event('online'));
    await screen.findByText(/^Attempt 3, next try in \d+ s\.$/);

    expect(document.visibilityState).toBe('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await screen.findByText(/^Attempt 4, next try in \d+ s\.$/);
    expect(link.state).toBe('offline');
  });

  it('offers Reconnect, which asks for a new link, once the broker closed it', async () => {
    const store = createStore();
    store.set(linkStatusAtom, { kind: 'closed' });
    renderFrame(store);
    expect(message().textContent).toBe('The server closed the connection. Live updates and device controls are paused.');
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(store.get(linkRenewAtom)).toBe(1);
  });

  it('says the connection was lost when the link had one, and "trying now" while an attempt runs', () => {
    const store = createStore();
    store.set(linkStatusAtom, { kind: 'down', attempt: 3, nextAttemptAt: null, wasConnected: true });
    renderFrame(store);
    expect(message().textContent).toBe('Connection lost. Reconnecting…');
    expect(screen.getByText('Attempt 3, trying now…')).toBeTruthy();
  });
});
