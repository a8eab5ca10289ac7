import { createContext, useContext } from 'react';
import type { CustomerConfig, RestClient } from '@homeport/sdk';
import type { ErrorToastGate } from '../binding/errorToastGate';

/** What every page needs and nothing else: the build config and the clients. */
export interface PortalServices {
  config: CustomerConfig;
  rest: RestClient;
  /** A REST client bound to one session, for work done before the session is stored. */
  restFor: (sessionId: string) => RestClient;
  /** The REST base, for the one browser form post (spec 1 §7.1 POST /oauth2/authorize). */
  apiBase: string;
  mqttUrl: string;
  /** spec 1 §8: an error toast shows once until the next request. */
  errorGate: ErrorToastGate;
  /** Whether a path inside the frame opens a page of this build (the app's route table answers). */
  hasPage: (path: string) => boolean;
}

export const ServicesContext = createContext<PortalServices | null>(null);

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <PortalApp>');
  return services;
}
