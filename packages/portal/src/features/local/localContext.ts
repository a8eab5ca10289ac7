import { createContext, useContext } from 'react';
import type { LocalGatewayClient } from '@homeport/sdk';
import type { Toast } from '../../state/atoms';

export interface LocalServices {
  client: LocalGatewayClient;
  basename: string;
  /** The gateway serial from the address, if any (for titles only). */
  serial: string | null;
  signedIn: boolean;
  setSignedIn: (sessionId: string | null) => void;
  toast: (text: string, tone?: Toast['tone']) => void;
}

export const LocalContext = createContext<LocalServices | null>(null);

export function useLocal(): LocalServices {
  const services = useContext(LocalContext);
  if (!services) throw new Error('useLocal outside <LocalApp>');
  return services;
}

/** spec 1 §9: toasts on the local UI hide after 3 s. */
export const LOCAL_TOAST_MS = 3000;

/** The states of the local interface (spec 1 §2.5); their paths are ours (docs/decisions.md). */
export const localRoutes = {
  login: '/login',
  gatewayInfo: '/gateway-info',
  tryingToConnect: '/trying-to-connect',
} as const;
