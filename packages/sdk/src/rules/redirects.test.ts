import { describe, expect, it } from 'vitest';
import type { Gateway } from '../model/entities';
import { defaultGatewaySerial, redirectAfterGatewaySwitch, redirectAfterSignIn, redirectForGateway } from './redirects';
import { routes } from './routes';
import { makeAdmin, makeGateway, makeUser } from './testFixtures';

const installing = [{ softwareId: 'sw', history: [{ status: 'downloading' }] }];

interface Blocking {
  replacement: boolean;
  firmware: boolean;
  restore: boolean;
  subscription: boolean;
  pin: boolean;
}

function gatewayWith(b: Blocking, online = true): Gateway {
  return makeGateway({
    replacementInProgress: b.replacement,
    installations: b.firmware ? installing : [],
    backupRestoreInProgress: b.restore,
    subscriptionLockMode: b.subscription ? 2 : 0,
    connectionStatus: online ? 'online' : 'offline',
  });
}

/** spec 1 §2.6: replacement > firmware > backup restore > subscription lock > PIN lock. */
function expectedFor(b: Blocking, online: boolean): string {
  if (b.replacement) return routes.rpl_gw_in_progress;
  if (b.firmware) return routes.fw_upgrade;
  if (b.restore) return routes.bck_restore_in_progress;
  if (b.subscription) return routes.subscription_lock;
  if (b.pin) return routes.gateway_pin_locked;
  return online ? routes.gtw_settings : routes.gateway_offline;
}

const combinations: Blocking[] = Array.from({ length: 32 }, (_, n) => ({
  replacement: (n & 16) !== 0,
  firmware: (n & 8) !== 0,
  restore: (n & 4) !== 0,
  subscription: (n & 2) !== 0,
  pin: (n & 1) !== 0,
}));

const label = (b: Blocking) =>
  Object.entries(b)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join('+') || 'none';

describe('redirectForGateway: the priority over all 32 combinations (spec 1 §2.6)', () => {
  for (const online of [true, false]) {
    it.each(combinations.map((b) => [label(b), b] as const))(`${online ? 'online' : 'offline'}: %s`, (_, b) => {
      const input = { user: makeUser(), gateway: gatewayWith(b, online), pinLocked: b.pin };
      expect(redirectForGateway(input).path).toBe(expectedFor(b, online));
      expect(redirectAfterSignIn(input)).toBe(expectedFor(b, online));
    });
  }

  it('ranks each state above every state after it', () => {
    // One spot check per adjacent pair, in words, so a failure reads as the rule.
    const both = (a: Partial<Blocking>) => ({ replacement: false, firmware: false, restore: false, subscription: false, pin: false, ...a });
    expect(redirectForGateway({ user: makeUser(), gateway: gatewayWith(both({ replacement: true, firmware: true })), pinLocked: false }).path).toBe(routes.rpl_gw_in_progress);
    expect(redirectForGateway({ user: makeUser(), gateway: gatewayWith(both({ firmware: true, restore: true })), pinLocked: false }).path).toBe(routes.fw_upgrade);
    expect(redirectForGateway({ user: makeUser(), gateway: gatewayWith(both({ restore: true, subscription: true })), pinLocked: false }).path).toBe(routes.bck_restore_in_progress);
    expect(redirectForGateway({ user: makeUser(), gateway: gatewayWith(both({ subscription: true })), pinLocked: true }).path).toBe(routes.subscription_lock);
  });
});

describe('redirectForGateway: privilege, last state, offline return (spec 1 §2.6, §4.1)', () => {
  const user = makeUser();
  const online = makeGateway();
  const offline = makeGateway({ connectionStatus: 'offline' });

  it('sends another party’s privileged mode to privileged_mode_active, after PIN lock', () => {
    const privileged = { active: true, ownedByMe: false };
    expect(redirectForGateway({ user, gateway: online, pinLocked: false, privileged }).path).toBe(routes.privileged_mode_active);
    expect(redirectForGateway({ user, gateway: online, pinLocked: true, privileged }).path).toBe(routes.gateway_pin_locked);
    expect(redirectForGateway({ user, gateway: online, pinLocked: false, privileged: { active: true, ownedByMe: true } }).path).toBe(routes.gtw_settings);
    expect(redirectForGateway({ user, gateway: online, pinLocked: false, privileged: { active: false, ownedByMe: false } }).path).toBe(routes.gtw_settings);
  });

  it('returns an online gateway to the last known page, never a login-type or status screen', () => {
    expect(redirectForGateway({ user, gateway: online, pinLocked: false, lastPath: '/device/7' }).path).toBe('/device/7');
    for (const lastPath of ['/login', '/register', '/resetPassword/abc', '/gateway_offline', '/fw-upgrade', '/nowhere', '']) {
      expect(redirectForGateway({ user, gateway: online, pinLocked: false, lastPath }).path).toBe(routes.gtw_settings);
    }
  });

  it('never returns a user to an admin page; an admin may', () => {
    expect(redirectForGateway({ user, gateway: online, pinLocked: false, lastPath: '/bulk/log' }).path).toBe(routes.gtw_settings);
    expect(redirectForGateway({ user: makeAdmin(), gateway: online, pinLocked: false, lastPath: '/bulk/log' }).path).toBe('/bulk/log');
  });

  it('keeps the pages that serve an offline gateway open', () => {
    for (const lastPath of ['/notifications_all', '/notifications/100', '/net_diag_offline', '/node_history_offline', '/user_settings']) {
      expect(redirectForGateway({ user, gateway: offline, pinLocked: false, lastPath })).toEqual({ path: lastPath, returnTo: null });
    }
    expect(redirectForGateway({ user: makeAdmin(), gateway: offline, pinLocked: false, lastPath: '/bulk/log' })).toEqual({ path: '/bulk/log', returnTo: null });
    // A home user's admin path is no page of theirs: gateway-offline, with nothing to return to.
    expect(redirectForGateway({ user, gateway: offline, pinLocked: false, lastPath: '/bulk/log' })).toEqual({ path: routes.gateway_offline, returnTo: null });
  });

  it('sends an offline gateway to gateway_offline and remembers the previous page', () => {
    expect(redirectForGateway({ user, gateway: offline, pinLocked: false, lastPath: '/scenes' })).toEqual({
      path: routes.gateway_offline,
      returnTo: '/scenes',
    });
    expect(redirectForGateway({ user, gateway: offline, pinLocked: false, lastPath: '/login' })).toEqual({
      path: routes.gateway_offline,
      returnTo: null,
    });
  });

  it('answers initial-wizard without a gateway', () => {
    expect(redirectForGateway({ user, gateway: null, pinLocked: false }).path).toBe(routes.initial_wizard);
  });
});

describe('redirectAfterSignIn without a gateway (spec 1 §2.6, §4.1)', () => {
  it('sends a non-admin without devices to initial-wizard', () => {
    expect(redirectAfterSignIn({ user: makeUser({ devices: [] }), gateway: null, pinLocked: false })).toBe(routes.initial_wizard);
  });

  it('lets a non-admin with devices take the first one (gtw_settings loads it)', () => {
    const user = makeUser({ devices: ['HP7', 'HP8'] });
    expect(redirectAfterSignIn({ user, gateway: null, pinLocked: false })).toBe(routes.gtw_settings);
    expect(defaultGatewaySerial(user)).toBe('HP7');
    expect(defaultGatewaySerial(makeUser({ devices: [] }))).toBeNull();
    expect(defaultGatewaySerial(makeAdmin())).toBeNull();
  });

  it('returns an admin to the last known state, or gate_select', () => {
    const admin = makeAdmin();
    expect(redirectAfterSignIn({ user: admin, gateway: null, pinLocked: false })).toBe(routes.gate_select);
    expect(redirectAfterSignIn({ user: admin, gateway: null, pinLocked: false, lastPath: '/operations' })).toBe('/operations');
    expect(redirectAfterSignIn({ user: admin, gateway: null, pinLocked: false, lastPath: '/login' })).toBe(routes.gate_select);
  });

  it('ignores the PIN check when there is no gateway to lock', () => {
    expect(redirectAfterSignIn({ user: makeAdmin(), gateway: null, pinLocked: true })).toBe(routes.gate_select);
  });
});

describe('redirectAfterGatewaySwitch (spec 1 §2.6 header switch)', () => {
  const privileged = { active: true, ownedByMe: false };
  it.each([
    ['replacement first', makeGateway({ replacementInProgress: true }), true, privileged, routes.rpl_gw_in_progress],
    ['then privilege mode', makeGateway(), true, privileged, routes.privileged_mode_active],
    ['then PIN lock', makeGateway(), true, undefined, routes.gateway_pin_locked],
    ['offline', makeGateway({ connectionStatus: 'offline' }), false, undefined, routes.gateway_offline],
    ['else settings', makeGateway(), false, undefined, routes.gtw_settings],
  ] as const)('%s', (_, gateway, pinLocked, priv, path) => {
    expect(redirectAfterGatewaySwitch({ gateway, pinLocked, ...(priv ? { privileged: priv } : {}) })).toBe(path);
  });
});
