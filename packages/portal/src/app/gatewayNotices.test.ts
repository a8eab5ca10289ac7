import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { EventNotice } from '../state/gatewayEventTable';
import { queryClientAtom } from '../state/serverState';
import { applyGatewayEvent } from './gatewayEvents';

const event = (name: string, data: unknown) => ({ name, data, ts: 0 });

/** What the one event path says to the user for `event` (null: nothing). */
function noticeFor(sent: ReturnType<typeof event>): EventNotice | null {
  const store = createStore();
  store.set(queryClientAtom, new QueryClient());
  const notices: EventNotice[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  applyGatewayEvent(store, 'HP1000000001', sent, (notice) => notices.push(notice));
  warn.mockRestore();
  expect(notices.length).toBeLessThanOrEqual(1);
  return notices[0] ?? null;
}

describe('gateway event notices', () => {
  it('says how a backup restore ended, and nothing when it starts or the status is unknown', () => {
    expect(noticeFor(event('backup_restore', { status: 'backupFailed' }))).toEqual({ tone: 'error', key: 'FAILURES.RESTORE_FAILED' });
    expect(noticeFor(event('backup_restore', { status: 'restoreCompleted' }))).toEqual({ tone: 'info', key: 'FAILURES.RESTORE_COMPLETED' });
    expect(noticeFor(event('backup_restore', { status: 'started' }))).toBeNull();
    expect(noticeFor(event('backup_restore', { status: 'exploded' }))).toBeNull();
    expect(noticeFor(event('backup_restore', null))).toBeNull();
  });

  it("shows a full backup storage with the event's message, trimmed, or our own words without one", () => {
    expect(noticeFor(event('backup_max_number_error', { message: '  Backup storage is full (5 of 5)  ' }))).toEqual({ tone: 'error', text: 'Backup storage is full (5 of 5)' });
    for (const data of [null, undefined, {}, { message: '' }, { message: '   ' }, { message: 42 }, { message: 'x'.repeat(501) }, 'full']) {
      expect(noticeFor(event('backup_max_number_error', data)), JSON.stringify(data)).toEqual({ tone: 'error', key: 'FAILURES.STORAGE_FULL' });
    }
  });

  it('says which budget stopped rule runs and how many, and nothing for a malformed notice', () => {
    expect(noticeFor(event('rules_stopped', { reason: 'per_event', limit: 50, rule_ids: [3, 4], stopped: 150 }))).toEqual({
      tone: 'error',
      key: 'FAILURES.RULES_STOPPED_EVENT',
      values: { limit: 50, count: 150, rules: 2 },
    });
    expect(noticeFor(event('rules_stopped', { reason: 'per_minute', limit: 600, rule_ids: [3], stopped: 1 }))).toMatchObject({ key: 'FAILURES.RULES_STOPPED_MINUTE' });
    expect(noticeFor(event('rules_stopped', { reason: 'boredom', limit: 1, rule_ids: [], stopped: 1 }))).toBeNull();
  });

  it('leaves other events alone', () => {
    expect(noticeFor(event('gateway_updated', { serialNumber: 'HP1', changes: {} }))).toBeNull();
  });
});
