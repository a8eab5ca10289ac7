// Builders for rule tests: a complete entity with only the fields under test overridden.
import type { Gateway, UserDetails } from '../model/entities';

export function makeUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 'u1',
    _id: 'u1',
    username: 'user@example.test',
    firstName: 'Una',
    lastName: 'User',
    contacts: [],
    groups: ['users'],
    preferredLanguage: 'en_EN',
    devices: ['HP1'],
    parentsIds: [],
    ...overrides,
  };
}

export const makeAdmin = (subrole: string | null = 'admin-support', overrides: Partial<UserDetails> = {}): UserDetails =>
  makeUser({ id: 'a1', _id: 'a1', groups: subrole ? ['admin', subrole] : ['admin'], devices: [], ...overrides });

export function makeGateway(overrides: Partial<Gateway> = {}): Gateway {
  return {
    serialNumber: 'HP1',
    name: 'Home',
    userId: 'u1',
    connectionStatus: 'online',
    secureId: 'SID',
    type: 'hub',
    model: 'doc400',
    operationMode: 0,
    connectionType: 'ethernet',
    currentFWVersion: '3.5.0',
    swVersions: { ohmVersion: '4.20.0' },
    installations: [],
    installationSoftwareId: null,
    backupRestoreInProgress: false,
    replacementInProgress: false,
    subscriptionLockMode: 0,
    isAutomaticallyBackup: false,
    region: 'S',
    state: 'KA',
    centre: 'BLR',
    ...overrides,
  };
}
