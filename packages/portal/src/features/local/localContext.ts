import { createContext, useCallback, useContext, useState } from 'react';
import type { ApiError, LocalGatewayClient } from '@homeport/sdk';

export interface LocalToast {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

export interface LocalServices {
  client: LocalGatewayClient;
  basename: string;
  /** The gateway serial from the address, if any (for titles only). */
  serial: string | null;
  signedIn: boolean;
  setSignedIn: (sessionId: string | null) => void;
  toast: (text: string, tone?: LocalToast['tone']) => void;
}

export const LocalContext = createContext<LocalServices | null>(null);

export function useLocal(): LocalServices {
  const services = useContext(LocalContext);
  if (!services) throw new Error('useLocal outside <LocalApp>');
  return services;
}

/** spec 1 §9: toasts on the local UI hide after 3 s. */
export const LOCAL_TOAST_MS = 3000;

let nextToast = 1;

export function useLocalToasts() {
  const [toasts, setToasts] = useState<LocalToast[]>([]);
  const toast = useCallback((text: string, tone: LocalToast['tone'] = 'info') => {
    const id = nextToast++;
    setToasts((all) => [...all.filter((t) => t.text !== text), { id, text, tone }]);
    setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), LOCAL_TOAST_MS);
  }, []);
  return { toasts, toast };
}

/** The text for a failed local call: the server's own words (spec 2 §8), or ours when there are none. */
export function localErrorText(error: ApiError | null, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!error) return t('MESSAGES.GENERIC');
  if (error.status === 0) return t('MESSAGES.NETWORK');
  if (error.errorCode === '000429') return t('LOGIN.LOCKED', { seconds: error.retryAfterSeconds ?? 60 });
  if (error.errorCode === '00003') return t('MESSAGES.NOT_AUTHORIZED');
  return error.message || t('MESSAGES.GENERIC');
}

/** The states of the local interface (spec 1 §2.5); their paths are ours (docs/decisions.md). */
export const localRoutes = {
  login: '/login',
  gatewayInfo: '/gateway-info',
  tryingToConnect: '/trying-to-connect',
} as const;
