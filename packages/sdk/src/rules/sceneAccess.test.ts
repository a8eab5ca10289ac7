import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig } from '../config/customerConfig';
import { sceneAccess } from './sceneAccess';

const withFlags = (flags: Partial<typeof defaultCustomerConfig.flags>) => ({ flags: { ...defaultCustomerConfig.flags, ...flags } });

describe('sceneAccess (spec 2 §4, §6)', () => {
  it('lets a writer add, edit, delete, run and switch statuses', () => {
    expect(sceneAccess(true, withFlags({ ONLY_EXECUTE_SCENES: false, ENABLE_ALARM_NOTIFICATIONS_IN_SCENE: true }))).toEqual({
      add: true,
      edit: true,
      delete: true,
      run: true,
      toggleStatus: true,
      alarms: true,
    });
  });

  it('with ONLY_EXECUTE_SCENES keeps only running and status toggles', () => {
    expect(sceneAccess(true, withFlags({ ONLY_EXECUTE_SCENES: true, ENABLE_ALARM_NOTIFICATIONS_IN_SCENE: true }))).toEqual({
      add: false,
      edit: false,
      delete: false,
      run: true,
      toggleStatus: true,
      alarms: false,
    });
  });

  it('offers alarms in actions only with ENABLE_ALARM_NOTIFICATIONS_IN_SCENE', () => {
    expect(sceneAccess(true, withFlags({ ENABLE_ALARM_NOTIFICATIONS_IN_SCENE: false })).alarms).toBe(false);
  });

  it('lets a reader (no write access) do nothing but look', () => {
    expect(Object.values(sceneAccess(false, withFlags({})))).toEqual([false, false, false, false, false, false]);
  });
});
