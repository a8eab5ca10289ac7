/// <reference types="vite/client" />
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { defaultCustomerConfig, type CustomerConfig, type Gateway, type GatewayLink, type LoginResult, type RestClient } from '@homeport/sdk';
import { createQueryClient } from '../packages/portal/src/services/queryClient';
import { hasPage } from '../packages/portal/src/app/pageRoutes';
import { ServicesContext, type PortalServices } from '../packages/portal/src/services/services';
import { ErrorToastGate } from '../packages/portal/src/binding/errorToastGate';
import { ErrorReporting } from '../packages/portal/src/binding/useErrorReport';
import { createI18n } from '../packages/portal/src/i18n/createI18n';
import { registerCatalogues, type Catalogue } from '../packages/portal/src/i18n/featureCatalogues';
import { chosenSerialAtom, linkAtom, sessionAtom } from '../packages/portal/src/state/atoms';
import { queryKeys } from '../packages/portal/src/state/queryKeys';
import { queryClientAtom } from '../packages/portal/src/state/serverState';
import type { SimProcess } from '@homeport/test-support/sim-process';

// A test renders a feature's page without loading its chunk (pages.ts), so
// every feature's texts are registered here, as each chunk would on load.
const featureCatalogues = import.meta.glob<{ catalogues: Catalogue[] }>('../packages/portal/src/features/*/catalogues.ts', { eager: true });
for (const { catalogues } of Object.values(featureCatalogues)) registerCatalogues('en_EN', catalogues);

/**
 * Renders a piece of the portal in jsdom the way PortalApp provides it (jotai
 * store, QueryClient, i18n, services, a router at `path`), its calls going
 * to `sim` through `rest`. `signedInAs` puts a session and its user in place
 * as a sign-in does; the page then believes that user is signed in.
 */
export function renderInPortal(
  element: ReactNode,
  {
    sim,
    rest,
    config = defaultCustomerConfig,
    path = '/',
    signedInAs,
    gateway,
    link,
  }: {
    sim: SimProcess;
    rest: RestClient;
    config?: CustomerConfig;
    path?: string;
    signedInAs?: LoginResult;
    /** The current gateway's record, as if read (needs `signedInAs`). */
    gateway?: Gateway;
    /** A live link, as if the runtime had connected it. */
    link?: GatewayLink;
  },
): void {
  const queryClient = createQueryClient();
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  if (signedInAs) {
    queryClient.setQueryData(queryKeys.user(signedInAs.userId), signedInAs.user);
    store.set(sessionAtom, {
      sessionId: signedInAs.sessionId,
      userId: signedInAs.userId,
    });
  }
  if (gateway) {
    queryClient.setQueryData(queryKeys.gateway(gateway.serialNumber), gateway);
    store.set(chosenSerialAtom, gateway.serialNumber);
  }
  if (link) store.set(linkAtom, link);
  const services: PortalServices = {
    config,
    rest,
    restFor: () => rest,
    apiBase: `${sim.httpUrl}/api`,
    mqttUrl: sim.wsUrl,
    errorGate: new ErrorToastGate(),
    hasPage,
  };
  render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <I18nextProvider i18n={createI18n()}>
          <ServicesContext.Provider value={services}>
            <ErrorReporting />
            <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
          </ServicesContext.Provider>
        </I18nextProvider>
      </Provider>
    </QueryClientProvider>,
  );
}
