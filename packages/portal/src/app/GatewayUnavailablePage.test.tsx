import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCustomerConfig, redirectForGateway, RestClient, routes, type Gateway, type GatewayEvent, type UserDetails } from '@homeport/sdk';
import { applyGatewayEvent } from './gatewayEvents';
import { hasPage } from './pageRoutes';
import { createQueryClient } from '../services/queryClient';
import { ServicesContext, type PortalServices } from '../services/services';
import { ErrorToastGate } from '../binding/errorToastGate';
import { createI18n } from '../i18n/createI18n';
import { registerCatalogues } from '../i18n/featureCatalogues';
import { chosenSerialAtom, gatewayAtom, sessionAtom, userAtom } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';
import { queryClientAtom } from '../state/serverState';
import { catalogues } from '../features/gateway/catalogues';
import { GatewayUnavailablePage } from '../features/gateway/status/StatusScreens';

registerCatalogues('en_EN', catalogues);

const SERIAL = 'HP1000000001';
const user = { id: 'u-1', userId: 'u-1', groups: ['users'], devices: [SERIAL] } as unknown as UserDetails;
const gateway = { serialNumber: SERIAL, name: 'Demo Home', userId: 'u-1', connectionStatus: 'online' } as unknown as Gateway;
const event = (changes: Record<string, unknown>): GatewayEvent => ({ name: 'gateway_updated', data: { serialNumber: SERIAL, changes }, ts: 0 });

function signedIn() {
  const queryClient = createQueryClient();
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  store.set(sessionAtom, { sessionId: 'ref.secret', userId: 'u-1' });
  queryClient.setQueryData(queryKeys.user('u-1'), user);
  queryClient.setQueryData(queryKeys.gateway(SERIAL), gateway);
  store.set(chosenSerialAtom, SERIAL);
  for (const derived of [userAtom, gatewayAtom]) store.sub(derived, () => undefined);
  return { store, queryClient };
}

afterEach(cleanup);

describe('a gateway whose data could not be loaded (Gateway.dataUnavailable)', () => {
  it('is taken from gateway_updated into the cached record, sends the user to /gateway_unavailable first, and back when it clears', () => {
    const { store } = signedIn();
    applyGatewayEvent(store, SERIAL, event({ dataUnavailable: true }));
    const marked = store.get(gatewayAtom)!;
    expect(marked.dataUnavailable).toBe(true);
    // First in the order: also over a PIN lock or an offline gateway.
    expect(redirectForGateway({ user, gateway: { ...marked, connectionStatus: 'offline' }, pinLocked: true }).path).toBe(routes.gateway_unavailable);
    applyGatewayEvent(store, SERIAL, event({ dataUnavailable: false }));
    expect(redirectForGateway({ user, gateway: store.get(gatewayAtom)!, pinLocked: false, lastPath: routes.devices }).path).toBe(routes.devices);
    // Not a boolean: dropped.
    applyGatewayEvent(store, SERIAL, event({ dataUnavailable: 'yes' }));
    expect(store.get(gatewayAtom)!.dataUnavailable).toBe(false);
  });

  it('shows an error state with what happened and what the user can do, and no spinner', () => {
    const { store, queryClient } = signedIn();
    applyGatewayEvent(store, SERIAL, event({ dataUnavailable: true }));
    const apiBase = 'http://127.0.0.1:9/api';
    const services: PortalServices = {
      config: defaultCustomerConfig,
      rest: new RestClient({ apiBase }),
      restFor: () => new RestClient({ apiBase }),
      apiBase,
      mqttUrl: 'ws://127.0.0.1:9/mqtt',
      errorGate: new ErrorToastGate(),
      hasPage,
    };
    render(
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <I18nextProvider i18n={createI18n()}>
            <ServicesContext.Provider value={services}>
              <MemoryRouter initialEntries={[routes.gateway_unavailable]}>
                <GatewayUnavailablePage />
              </MemoryRouter>
            </ServicesContext.Provider>
          </I18nextProvider>
        </Provider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("This gateway's data could not be loaded");
    expect(screen.getByText(/Demo Home could not be read/).textContent).toMatch(/Support has been told/);
    expect(screen.getByText(/Contact your service provider/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.title).toMatch(/^Gateway unavailable/);
  });
});
