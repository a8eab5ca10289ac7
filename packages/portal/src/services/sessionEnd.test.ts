import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from '@homeport/sdk';
import { sessionAtom, sessionEndAtom } from '../state/atoms';
import { endSession, sessionEndFor } from './sessionEnd';

const error = (status: number, errorCode?: string) =>
  new ApiError({ status, entries: errorCode ? [{ errorCode, message: errorCode }] : [{ errorCode: ErrorCode.generic, message: 'Request failed' }] });

describe('sessionEndFor (spec 1 §8)', () => {
  it('ends the session on 00003, 000622 and a plain 403', () => {
    expect(sessionEndFor(error(401, ErrorCode.sessionNotFound))).toBe('expired');
    expect(sessionEndFor(error(401, ErrorCode.forcedLogout))).toBe('forced');
    expect(sessionEndFor(error(403, ErrorCode.forbidden))).toBe('forbidden');
    expect(sessionEndFor(error(403))).toBe('forbidden');
  });

  it('keeps it for 403s about one gateway or camera, and for everything else', () => {
    expect(sessionEndFor(error(403, ErrorCode.notYourDevice))).toBeNull();
    expect(sessionEndFor(error(403, ErrorCode.accessDeniedCamera))).toBeNull();
    expect(sessionEndFor(error(403, ErrorCode.notActivated))).toBeNull();
    expect(sessionEndFor(error(400, ErrorCode.invalidInput))).toBeNull();
    expect(sessionEndFor(error(500))).toBeNull();
    expect(sessionEndFor(error(0))).toBeNull();
  });
});

describe('endSession', () => {
  it('records the first reason while a session exists, and nothing without one', () => {
    const store = createStore();
    endSession(store, 'expired');
    expect(store.get(sessionEndAtom)).toBeNull();
    store.set(sessionAtom, { sessionId: 's', userId: 'u' });
    endSession(store, 'otherSession');
    endSession(store, 'expired');
    expect(store.get(sessionEndAtom)?.reason).toBe('otherSession');
  });
});
