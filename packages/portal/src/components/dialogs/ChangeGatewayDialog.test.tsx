import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestClient, defaultCustomerConfig } from '@homeport/sdk';
import { ServicesContext, type PortalServices } from '../../services/services';
import { ErrorToastGate } from '../../binding/errorToastGate';
import { createI18n } from '../../i18n/createI18n';
import { ChangeGatewayDialog } from './ChangeGatewayDialog';

const services: PortalServices = {
  config: defaultCustomerConfig,
  rest: new RestClient({ apiBase: 'http://127.0.0.1:9/api' }),
  restFor: () => new RestClient({ apiBase: 'http://127.0.0.1:9/api' }),
  apiBase: 'http://127.0.0.1:9/api',
  mqttUrl: 'ws://127.0.0.1:9/mqtt',
  errorGate: new ErrorToastGate(),
  hasPage: () => true,
};

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChangeGatewayDialog (spec 1 §2.6, §9: cancel disabled for 8 s)', () => {
  it('keeps cancel disabled with a countdown for 8 seconds, then lets it cancel', async () => {
    const onCancel = vi.fn();
    render(
      <I18nextProvider i18n={createI18n()}>
        <ServicesContext.Provider value={services}>
          <ChangeGatewayDialog state={{ phase: 'switching', serial: 'HP2', name: 'Beach House', step: 'privilege', startedAt: Date.now() }} onCancel={onCancel} />
        </ServicesContext.Provider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Switching to Beach House' })).toBeTruthy();
    const cancel = () => screen.getByRole('button', { name: /Cancel/ }) as HTMLButtonElement;
    expect(cancel().disabled).toBe(true);
    expect(cancel().textContent).toBe('Cancel (8 s)');
    expect(screen.getByText('Checking privilege mode').getAttribute('aria-current')).toBe('step');
    await act(async () => vi.advanceTimersByTime(7_000));
    expect(cancel().disabled).toBe(true);
    expect(cancel().textContent).toBe('Cancel (1 s)');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(cancel().disabled).toBe(false);
    act(() => cancel().click());
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
