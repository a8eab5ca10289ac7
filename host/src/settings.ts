import { defaultCustomerConfig, type CustomerConfig, type FeatureFlags, type Module } from '@homeport/sdk';

/** What a deployment may set in public/config.js (window.HOMEPORT_CONFIG). */
export interface HostSettings {
  apiBase?: string;
  mqttUrl?: string;
  product?: string;
  /** Feature flags this deployment turns on or off (docs/decisions.md "Deployment flags"); unknown names are ignored. */
  flags?: Partial<Record<keyof FeatureFlags, boolean>>;
  /** Navigation modules this deployment turns on or off, the same way. */
  modules?: Partial<Record<Module, boolean>>;
}

declare global {
  interface Window {
    HOMEPORT_CONFIG?: HostSettings;
  }
}

const isUrlish = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length < 2048;

/** The build's booleans (flags or modules), with the deployment's boolean values for names the build knows. */
function readBooleans<T extends object>(built: T, injected: unknown): T {
  const values = { ...built };
  if (typeof injected !== 'object' || injected === null) return values;
  for (const [name, value] of Object.entries(injected)) {
    if (Object.hasOwn(values, name) && typeof value === 'boolean') (values as Record<string, unknown>)[name] = value;
  }
  return values;
}

/** The host's settings: deployment values where given and well-formed, same-origin defaults otherwise. */
export function readSettings(location: Location, injected: HostSettings | undefined): { apiBase: string; mqttUrl: string; config: CustomerConfig } {
  const wsScheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const product = injected?.product && /^[a-z0-9_-]{1,64}$/i.test(injected.product) ? injected.product : defaultCustomerConfig.product;
  return {
    apiBase: isUrlish(injected?.apiBase) ? injected.apiBase : '/api',
    mqttUrl: isUrlish(injected?.mqttUrl) ? injected.mqttUrl : `${wsScheme}//${location.host}/mqtt`,
    config: {
      ...defaultCustomerConfig,
      product,
      flags: readBooleans(defaultCustomerConfig.flags, injected?.flags),
      modules: readBooleans(defaultCustomerConfig.modules, injected?.modules),
    },
  };
}
