import { describe, expect, it } from 'vitest';
import { GatewayLinkClosedError, GatewayRequestError, GatewayTimeoutError } from '@homeport/sdk';
import { createI18n } from '../i18n/createI18n';
import { setFailureText } from './setFailureText';

const { t } = createI18n();
const live = { sessionLive: true };

describe('setFailureText: what a failed change tells the user', () => {
  it('says nothing when the link was refused because the session ended (the sign-out message speaks)', () => {
    expect(setFailureText(new GatewayLinkClosedError('unauthorized'), t, live)).toBeNull();
  });

  it('says nothing once the session has ended or is ending, whatever the failure (the sign-out closed the link under it)', () => {
    for (const error of [new GatewayLinkClosedError('closed'), new GatewayTimeoutError('set_service_property_value', 15_000), new Error('boom')]) {
      expect(setFailureText(error, t, { sessionLive: false })).toBeNull();
    }
  });

  it('names a closed link as a connection problem, not as the gateway refusing', () => {
    expect(setFailureText(new GatewayLinkClosedError('closed'), t, live)).toBe('Not sent: there is no connection to the server.');
  });

  it('names a timeout and a refusal with the gateway’s reason', () => {
    expect(setFailureText(new GatewayTimeoutError('set_service_property_value', 15_000), t, live)).toBe('The gateway did not answer in time.');
    expect(setFailureText(new GatewayRequestError(3, 'Value out of range'), t, live)).toBe('The gateway refused the command: Value out of range');
  });

  it('falls back to the gateway not accepting the change', () => {
    expect(setFailureText(new Error('boom'), t, live)).toBe('The gateway did not accept the change.');
  });
});
