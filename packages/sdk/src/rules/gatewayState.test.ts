import { describe, expect, it } from 'vitest';
import { FIRMWARE_INSTALLING_STATUSES, isFirmwareInstalling, isPinLockedStatus, isSettingsOnlyMode, isSubscriptionLocked } from './gatewayState';
import { makeGateway } from './testFixtures';

const withHistory = (...statuses: string[]) => makeGateway({ installations: [{ softwareId: 'sw1', history: statuses.map((status, ts) => ({ status, ts })) }] });

describe('isFirmwareInstalling (spec 1 §4.2)', () => {
  it.each(FIRMWARE_INSTALLING_STATUSES)('is installing when the last status is %s', (status) => {
    expect(isFirmwareInstalling(withHistory('accepted', status))).toBe(true);
  });

  it.each(['installed', 'canceled', 'failed', 'unknown'])('is not installing when the last status is %s', (status) => {
    expect(isFirmwareInstalling(withHistory('downloading', status))).toBe(false);
  });

  it('reads the last history entry only, and nothing from an empty history', () => {
    expect(isFirmwareInstalling(withHistory('installing', 'installed'))).toBe(false);
    expect(isFirmwareInstalling(withHistory())).toBe(false);
    expect(isFirmwareInstalling(makeGateway({ installations: [] }))).toBe(false);
  });

  it('reads the installation named by installationSoftwareId, else the last one', () => {
    const installations = [
      { softwareId: 'a', history: [{ status: 'installing' }] },
      { softwareId: 'b', history: [{ status: 'installed' }] },
    ];
    expect(isFirmwareInstalling(makeGateway({ installations, installationSoftwareId: 'a' }))).toBe(true);
    expect(isFirmwareInstalling(makeGateway({ installations, installationSoftwareId: null }))).toBe(false);
  });
});

describe('isPinLockedStatus (spec 1 §4.2: high bit set and not all ones)', () => {
  it.each([
    [0, false],
    [0x01, false],
    [0x7f, false],
    [0x80, true],
    [0x81, true],
    [0xfe, true],
    [0xff, false],
    [0x100, false],
    [-1, false],
    [128.5, false],
  ])('%s → %s', (status, locked) => {
    expect(isPinLockedStatus(status)).toBe(locked);
  });
});

describe('subscription lock and operation mode (spec 1 §3, §6)', () => {
  it('is locked when the lock mode is above 0', () => {
    expect(isSubscriptionLocked(makeGateway({ subscriptionLockMode: 0 }))).toBe(false);
    expect(isSubscriptionLocked(makeGateway({ subscriptionLockMode: 1 }))).toBe(true);
    expect(isSubscriptionLocked(makeGateway({ subscriptionLockMode: 3 }))).toBe(true);
  });

  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
    [7, true],
    [8, false],
    [12, true],
  ])('operationMode %s → settings only %s', (operationMode, only) => {
    expect(isSettingsOnlyMode(makeGateway({ operationMode }))).toBe(only);
  });
});
