// The frame while a first connect hangs: a real sdk GatewayLink to a real
// TCP server that accepts the socket and never answers the CONNECT (as a
// broker behind a stuck proxy would). The banner's wait is skipped with
// Vitest's fake timers, never waited out.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createStore, Provider, useStore } from 'jotai';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayLink } from '@homeport/sdk';
import { followLinkStatus, useLinkTrouble } from '../services/linkStatus';
import { LOADING_LIMIT_MS } from './states';
import { LinkTroubleState } from './LinkTroubleState';
import { createI18n } from '../i18n/createI18n';
import { linkAtom, linkRenewAtom } from '../state/atoms';
import { CONNECTING_NOTICE_MS, LinkStatusBanner } from './LinkStatusBanner';

let server: Server | null = null;
const sockets = new Set<Socket>();
let link: GatewayLink | null = null;
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await link?.end();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A server that takes connections and says nothing. */
async function silentServer(): Promise<number> {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function Follow({ link }: { link: GatewayLink }) {
  const store = useStore();
  useEffect(() => followLinkStatus(store, link), [store, link]);
  return null;
}

/** A page waiting on the link, as the devices page does. */
function Waiting() {
  const trouble = useLinkTrouble(true);
  return trouble ? <LinkTroubleState trouble={trouble} /> : null;
}

async function renderHanging() {
  const port = await silentServer();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  link = GatewayLink.connect({ url: `mqtt://127.0.0.1:${port}`, userId: 'u', sessionId: 's', product: 'homeport', timerVariant: 'native' });
  const store = createStore();
  store.set(linkAtom, link);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n()}>
        <Follow link={link} />
        <LinkStatusBanner />
        <Waiting />
      </I18nextProvider>
    </Provider>,
  );
  return { link, store };
}

describe('the frame and a waiting page while the first connect hangs', () => {
  it('says nothing at first, then that it is still connecting', async () => {
    const { link } = await renderHanging();
    expect(link.state).toBe('connecting');
    expect(screen.getByRole('status').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(CONNECTING_NOTICE_MS));
    expect(link.state).toBe('connecting');
    expect(screen.getByRole('status').textContent).toBe('Still connecting to the server…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has the waiting page say it cannot reach the gateway after the 15 s limit, with a retry that asks for a new link', async () => {
    const { link, store } = await renderHanging();
    await act(() => vi.advanceTimersByTimeAsync(LOADING_LIMIT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(link.state).toBe('connecting');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Cannot reach your gateway.');
    const renewed = store.get(linkRenewAtom);
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(store.get(linkRenewAtom)).toBe(renewed + 1);
  });
});
