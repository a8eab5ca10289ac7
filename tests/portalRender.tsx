import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { defaultCustomerConfig, type CustomerConfig, type RestClient } from '@homeport/sdk';
import { ServicesContext, type PortalServices } from '../packages/portal/src/app/services';
import { ErrorToastGate } from '../packages/portal/src/binding/errorToastGate';
import { createI18n } from '../packages/portal/src/i18n/createI18n';
import type { SimProcess } from '@homeport/test-support/sim-process';

/**
 * Renders a piece of the portal in jsdom the way PortalApp provides it (jotai
 * store, i18n, services, a router at `path`), its calls going to `sim`
 * through `rest`.
 */
export function renderInPortal(
  element: ReactNode,
  { sim, rest, config = defaultCustomerConfig, store = createStore(), path = '/' }: { sim: SimProcess; rest: RestClient; config?: CustomerConfig; store?: ReturnType<typeof createStore>; path?: string },
): void {
  const services: PortalServices = { config, rest, restFor: () => rest, apiBase: `${sim.httpUrl}/api`, mqttUrl: sim.wsUrl, errorGate: new ErrorToastGate() };
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n()}>
        <ServicesContext.Provider value={services}>
          <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
        </ServicesContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
}
