import { defaultCustomerConfig, type CustomerConfig } from '@homeport/sdk';

/** What a deployment may set in public/config.js (window.HOMEPORT_CONFIG). */
export interface HostSettings {
  apiBase?: string;
  mqttUrl?: string;
  product?: string;
}

declare global {
  interface Window {
    HOMEPORT_CONFIG?: HostSettings;
  }
}

const isUrlish = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length < 2048;

/** The host's settings: deployment values where given and well-formed, same-origin defaults otherwise. */
export function readSettings(location: Location, injected: HostSettings | undefined): { apiBase: string; mqttUrl: string; config: CustomerConfig } {
  const wsScheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const product = injected?.product && /^[a-z0-9_-]{1,64}$/i.test(injected.product) ? injected.product : defaultCustomerConfig.product;
  return {
    apiBase: isUrlish(injected?.apiBase) ? injected.apiBase : '/api',
    mqttUrl: isUrlish(injected?.mqttUrl) ? injected.mqttUrl : `${wsScheme}//${location.host}/mqtt`,
    config: { ...defaultCustomerConfig, product },
  };
}
