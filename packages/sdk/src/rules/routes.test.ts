import { describe, expect, it } from 'vitest';
import { fallbackRoute, isAdminRoute, isAuthRoute, isStatusRoute, matchRoute, needsOtpAuthorization, routePath, routes } from './routes';

describe('routes (spec 1 §2)', () => {
  it('holds the spec paths under their state names', () => {
    expect(routes.gtw_settings).toBe('/gtw_settings');
    expect(routes.gateway_offline).toBe('/gateway_offline');
    expect(routes.gateway_pin_locked).toBe('/gateway-locked');
    expect(routes.privileged_mode_active).toBe('/privilege-mode-active');
    expect(routes.rpl_gw_in_progress).toBe('/rpl-gw-progress');
    expect(routes.bck_restore_in_progress).toBe('/bck-restore-progress');
    expect(fallbackRoute).toBe('/gtw_settings');
  });

  it('has no two states on one path', () => {
    const paths = Object.values(routes);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/login', true],
    ['/login?client_id=x&state=y', true],
    ['/register', true],
    ['/qr-code', true],
    ['/resetPassword/abc123', true],
    ['/resetPin/hash/zz', true],
    ['/activate/tok', true],
    ['/hashloginredirect', true],
    ['/login-failed', true],
    ['/gtw_settings', false],
    ['/device/4', false],
    ['/gateway_offline', false],
    ['/loginx', false],
  ])('isAuthRoute(%s) → %s', (path, auth) => {
    expect(isAuthRoute(path)).toBe(auth);
  });

  it('matches parameters, ignores query, hash and a trailing slash', () => {
    expect(matchRoute('/device/12')).toBe('device');
    expect(matchRoute('/device/12/')).toBe('device');
    expect(matchRoute('/device')).toBeNull();
    expect(matchRoute('/bulk/details/9#top')).toBe('bulk_details');
    expect(matchRoute('/no/such')).toBeNull();
  });

  it('classifies status and admin routes', () => {
    expect(isStatusRoute('/fw-upgrade')).toBe(true);
    expect(isStatusRoute('/devices')).toBe(false);
    expect(isAdminRoute('/gate_select')).toBe(true);
    expect(isAdminRoute('/gate_statistic/HP1')).toBe(true);
    expect(isAdminRoute('/net_diag')).toBe(false);
  });

  it('guards the important routes with an OTP authorization only when the flag is on', () => {
    const on = { SECURE_IMPORTANT_ROUTES_WITH_OTP: true };
    for (const path of ['/user_settings', '/bulk', '/bulk/log', '/bulk/details/7', '/operations', '/operation/details/x', '/tasks']) {
      expect(needsOtpAuthorization(path, on)).toBe(true);
      expect(needsOtpAuthorization(path, { SECURE_IMPORTANT_ROUTES_WITH_OTP: false })).toBe(false);
    }
    for (const path of ['/gtw_settings', '/devices', '/device/3', '/login', '/gate_select']) expect(needsOtpAuthorization(path, on)).toBe(false);
  });

  it('fills parameters and refuses a missing one', () => {
    expect(routePath('device', { id: 7 })).toBe('/device/7');
    expect(routePath('gate_statistic', { serialNumber: 'HP 1' })).toBe('/gate_statistic/HP%201');
    expect(() => routePath('device')).toThrow(/id/);
  });
});
