import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { Provider, createStore } from 'jotai';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LocalGatewayClient, localApiBase } from '@homeport/sdk';
import { createQueryClient } from '../../services/queryClient';
import { useToast } from '../../binding/useToast';
import { Toasts } from '../../components/Toasts';
import { GatewayInfoPage } from './GatewayInfoPage';
import { LOCAL_TOAST_MS, LocalContext, localRoutes, useLocal, type LocalServices } from './localContext';
import { LocalLoginPage } from './LocalLoginPage';
import { TryingToConnectPage } from './TryingToConnectPage';
import { en_EN_local } from './en_EN.local';
import '../../styles/portal.css';
import '../../styles/kit.css';
import './local.css';

export interface LocalAppProps {
  /** Defaults to the page address: /local/{serial}/api on the simulator, /api on a gateway. */
  apiBase?: string;
  basename?: string;
}

const storageKey = (basename: string) => `homeport.local.session:${basename || '/'}`;

/**
 * The gateway's own web interface: sign in with the gateway password, see
 * board and platform, set up Wi-Fi and the time zone, change the password.
 * It talks to the gateway on the LAN only, never to the cloud. Its reads
 * and toasts use the portal's own mechanisms, on a QueryClient and jotai
 * store of its own.
 */
export function LocalApp(props: LocalAppProps) {
  const [queryClient] = useState(createQueryClient);
  const [store] = useState(createStore);
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <LocalRoot {...props} />
      </Provider>
    </QueryClientProvider>
  );
}

function LocalRoot(props: LocalAppProps) {
  const fromAddress = localApiBase(window.location.pathname);
  const basename = props.basename ?? fromAddress.basename;
  const apiBase = props.apiBase ?? fromAddress.apiBase;
  const [i18n] = useState(() => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      resources: { en_EN: { translation: en_EN_local } },
      lng: 'en_EN',
      interpolation: { escapeValue: false },
      initImmediate: false,
      showSupportNotice: false,
    });
    return instance;
  });
  const toast = useToast(LOCAL_TOAST_MS);
  const [signedIn, setSignedInState] = useState(() => sessionStorage.getItem(storageKey(basename)) !== null);
  const signedInRef = useRef(signedIn);
  const [client] = useState(() => {
    const local = new LocalGatewayClient({
      apiBase,
      // A lost local session (idle 30 min, password changed elsewhere) sends the user back to sign in.
      onError: (error) => {
        if (error.errorCode === '00003' && signedInRef.current) {
          setSignedIn(null);
          toast(i18n.t('ERRORS.00003'), 'error');
        }
      },
    });
    local.resume(sessionStorage.getItem(storageKey(basename)));
    return local;
  });

  function setSignedIn(sessionId: string | null) {
    if (sessionId) sessionStorage.setItem(storageKey(basename), sessionId);
    else sessionStorage.removeItem(storageKey(basename));
    client.resume(sessionId);
    signedInRef.current = sessionId !== null;
    setSignedInState(sessionId !== null);
  }

  const serial = /^\/local\/([^/]+)/.exec(basename)?.[1] ?? null;
  const services: LocalServices = useMemo(
    () => ({ client, basename, serial, signedIn, setSignedIn, toast }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setSignedIn only touches stable things; it is recreated with signedIn.
    [client, basename, serial, signedIn, toast],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <LocalContext.Provider value={services}>
        <BrowserRouter basename={basename}>
          <Routes>
            <Route path={localRoutes.login} element={signedIn ? <Navigate to={localRoutes.gatewayInfo} replace /> : <LocalLoginPage />} />
            <Route
              path={localRoutes.gatewayInfo}
              element={
                <RequireLocalSession>
                  <GatewayInfoPage />
                </RequireLocalSession>
              }
            />
            <Route
              path={localRoutes.tryingToConnect}
              element={
                <RequireLocalSession>
                  <TryingToConnectPage />
                </RequireLocalSession>
              }
            />
            <Route path="*" element={<Navigate to={signedIn ? localRoutes.gatewayInfo : localRoutes.login} replace />} />
          </Routes>
        </BrowserRouter>
        <Toasts />
      </LocalContext.Provider>
    </I18nextProvider>
  );
}

function RequireLocalSession({ children }: { children: ReactNode }) {
  const { signedIn } = useLocal();
  return signedIn ? <>{children}</> : <Navigate to={localRoutes.login} replace />;
}
