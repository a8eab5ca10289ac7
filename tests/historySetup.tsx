import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { GatewayLink, RestClient, type CustomerConfig, type Gateway, type LoginResult } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { RequireModule } from '../packages/portal/src/services/guards';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { historyRoutes } from '../packages/portal/src/features/history/routes';
import { renderInPortal } from './portalRender';

export const DAY = 86_400_000;
/** The page shows UTC times in the catalogue's language (en_EN). */
export const time = (ms: number) => new Intl.DateTimeFormat('en-EN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(ms));
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The demo user on the real simulator, as the history page tests use it; the fields are set once the file's first hook has run. */
export interface HistorySetup {
  readonly sim: SimProcess;
  readonly demo: LoginResult;
  readonly rest: RestClient;
  readonly gateway: Gateway;
  readonly link: GatewayLink;
  /** A simulator control call (docs/simulator.md); a refusal throws with its status and body. */
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Renders the history routes behind the DASHBOARD guard, with the toasts, at `path`. */
  render(path: string, config: CustomerConfig): void;
}

/**
 * The setup the history page tests share, with its hooks: the real
 * simulator in a child process, the demo user signed in over REST and
 * linked over MQTT with native timers, its online gateway's record; before
 * each test the simulator clock stands still, so the page's "last week" and
 * the test's are the same span; after each, the page is unmounted.
 */
export function historySetup(): HistorySetup {
  const state = {} as { sim: SimProcess; demo: LoginResult; rest: RestClient; gateway: Gateway; link: GatewayLink };
  const control = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await state.sim.control(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  beforeAll(async () => {
    state.sim = await startSimProcess();
    state.demo = await new RestClient({ apiBase: `${state.sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
    state.rest = new RestClient({ apiBase: `${state.sim.httpUrl}/api`, getSessionId: () => state.demo.sessionId });
    state.gateway = await state.rest.gateways.info(DEMO_ONLINE);
    state.link = GatewayLink.connect({ url: state.sim.wsUrl, userId: state.demo.userId, sessionId: state.demo.sessionId, product: 'homeport', timerVariant: 'native' });
    await state.link.ready();
  }, 120_000);
  afterAll(async () => {
    await state.link?.end();
    await state.sim?.stop();
  });
  beforeEach(async () => {
    await control('POST', '/clock', { rate: 0 });
  });
  afterEach(cleanup);
  return {
    get sim() {
      return state.sim;
    },
    get demo() {
      return state.demo;
    },
    get rest() {
      return state.rest;
    },
    get gateway() {
      return state.gateway;
    },
    get link() {
      return state.link;
    },
    control,
    render(path, config) {
      renderInPortal(
        <>
          <Routes>
            <Route element={<RequireModule module="DASHBOARD" />}>{historyRoutes}</Route>
          </Routes>
          <Toasts />
        </>,
        { sim: state.sim, rest: state.rest, config, signedInAs: state.demo, gateway: state.gateway, link: state.link, path },
      );
    },
  };
}

/** The rows of a chart's value table, each as its cells' text (row header first): "Show values" first, as a person would. */
export function valueRows(title: string): string[][] {
  const figure = screen.getByRole('figure', { name: (name) => name === title || name.startsWith(`${title} (`) });
  const show = within(figure).queryByRole('button', { name: 'Show values' });
  if (show) fireEvent.click(show);
  const table = within(figure).getByRole('table', { name: `Values of ${title}` });
  return [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/**
 * Runs `body` with object URLs in jsdom (it has none): the page hands a file
 * to the browser through one, so `saved` holds every file it is given.
 */
export async function withSavedFiles(body: (saved: Blob[]) => Promise<void>): Promise<void> {
  const saved: Blob[] = [];
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:history');
  try {
    await body(saved);
  } finally {
    URL.createObjectURL = createObjectURL;
  }
}
