import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig } from '@homeport/sdk';
import { readSettings } from './settings';

const here = { protocol: 'https:', host: 'portal.example.com' } as Location;

describe('the host settings of a deployment', () => {
  it('uses the same origin and the build flags when nothing is injected', () => {
    const settings = readSettings(here, undefined);
    expect(settings.apiBase).toBe('/api');
    expect(settings.mqttUrl).toBe('wss://portal.example.com/mqtt');
    expect(settings.config.flags).toEqual(defaultCustomerConfig.flags);
  });

  it('takes boolean values for known flags and ignores unknown names and other values', () => {
    const injected = { flags: { PRIVACY_SETTINGS: true, ZOTA: false, NOT_A_FLAG: true, HIDE_SENSITIVE_DATA: 'yes' } } as unknown as Parameters<typeof readSettings>[1];
    const { flags } = readSettings(here, injected).config;
    expect(flags.PRIVACY_SETTINGS).toBe(true);
    expect(flags.ZOTA).toBe(false);
    expect(flags.HIDE_SENSITIVE_DATA).toBe(defaultCustomerConfig.flags.HIDE_SENSITIVE_DATA);
    expect(Object.keys(flags).sort()).toEqual(Object.keys(defaultCustomerConfig.flags).sort());
    expect(defaultCustomerConfig.flags.PRIVACY_SETTINGS).toBe(false);
  });

  it('turns known navigation modules on or off and ignores the rest', () => {
    const injected = { modules: { ANALYTICS: true, BULK: false, NOT_A_MODULE: true, EXPORT_DATA: 1 } } as unknown as Parameters<typeof readSettings>[1];
    const { modules } = readSettings(here, injected).config;
    expect(defaultCustomerConfig.modules.ANALYTICS).toBe(false);
    expect(modules.ANALYTICS).toBe(true);
    expect(modules.BULK).toBe(false);
    expect(modules.EXPORT_DATA).toBe(defaultCustomerConfig.modules.EXPORT_DATA);
    expect(Object.keys(modules).sort()).toEqual(Object.keys(defaultCustomerConfig.modules).sort());
  });

  it('refuses a malformed product name and keeps the build one', () => {
    expect(readSettings(here, { product: 'has spaces' }).config.product).toBe(defaultCustomerConfig.product);
    expect(readSettings(here, { product: 'acme' }).config.product).toBe('acme');
  });
});
