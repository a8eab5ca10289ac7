import { QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { RestClient, type CustomerConfig } from '@homeport/sdk';
import { Toasts } from '../components/Toasts';
import { DialogHost } from '../components/dialogs/DialogHost';
import { ErrorToastGate } from '../binding/errorToastGate';
import { ErrorReporting } from '../binding/useErrorReport';
import { createI18n } from '../i18n/createI18n';
import { PortalI18nProvider } from '../i18n/PortalWidgetTexts';
import { sessionAtom } from '../state/atoms';
import { queryClientAtom } from '../state/serverState';
import { endSession, sessionEndFor } from '../services/sessionEnd';
import { hasPage } from './pageRoutes';
import { PortalRoutes } from './PortalRoutes';
import { createQueryClient } from '../services/queryClient';
import { Runtime } from './Runtime';
import { ServicesContext, type PortalServices } from '../services/services';
import '../styles/portal.css';
import '../styles/kit.css';

export interface PortalAppProps {
  /** The customer build: flags, modules, constants (sdk `defaultCustomerConfig` for ours). */
  config: CustomerConfig;
  /** REST base, e.g. `/api` or `https://api.example.com/api`. */
  apiBase: string;
  /** MQTT over WebSocket, e.g. `wss://example.com/mqtt`. */
  mqttUrl: string;
  /** Router basename when the portal is not served at `/`. */
  basename?: string;
}

/**
 * The whole portal. Its jotai store (client state), QueryClient (server
 * state) and i18next instance are its own, so a host page with its own
 * jotai, TanStack Query or i18next shares nothing with it.
 */
export function PortalApp({ config, apiBase, mqttUrl, basename }: PortalAppProps) {
  const [queryClient] = useState(createQueryClient);
  const [store] = useState(() => {
    const created = createStore();
    // Derived atoms (user, gateway, locks) read the server state from this cache.
    created.set(queryClientAtom, queryClient);
    return created;
  });
  const [i18n] = useState(() => createI18n(config.constants.defaultLanguage));
  const [errorGate] = useState(() => new ErrorToastGate());
  const [services] = useState<PortalServices>(() => ({
    config,
    apiBase,
    mqttUrl,
    errorGate,
    hasPage,
    rest: new RestClient({
      apiBase,
      getSessionId: () => store.get(sessionAtom)?.sessionId ?? null,
      onRequest: () => errorGate.requestStarted(),
      // spec 1 §8: 00003, 000622 and a plain 403 end the session (services/sessionEnd.ts).
      onError: (error) => {
        const reason = sessionEndFor(error);
        if (reason) endSession(store, reason);
      },
    }),
    restFor: (sessionId) => new RestClient({ apiBase, getSessionId: () => sessionId }),
  }));

  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <PortalI18nProvider i18n={i18n}>
          <ServicesContext.Provider value={services}>
            <BrowserRouter basename={basename}>
              <ErrorReporting />
              <Runtime />
              <PortalRoutes />
              <Toasts />
              <DialogHost />
            </BrowserRouter>
          </ServicesContext.Provider>
        </PortalI18nProvider>
      </Provider>
    </QueryClientProvider>
  );
}
