import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Backup } from '@homeport/sdk';
import { writeBackup } from '../features/gateway/gtw-settings/backups/backupCache';
import { queryKeys } from '../state/queryKeys';
import { queryClientAtom } from '../state/serverState';
import { applyGatewayEvent } from './gatewayEvents';

const SERIAL = 'HP1000000001';
const backup = (status: Backup['status']): Backup => ({
  _id: '64b000000000000000000001',
  status,
  userId: '64b0000000000000000000aa',
  serialNumber: SERIAL,
  type: 'manual',
  snapshotName: 'Before the move',
  currentFWVersion: '2.1.0',
  params: { devices: 3, floors: 1, rooms: 2, rules: 0, bytes: 1200 },
  createdAt: 1,
  updatedAt: 1,
});

describe('one backup made, one list read', () => {
  it('the create answer, backup_added and backup_updated write the record; the list is read once, when first shown', async () => {
    const queryClient = new QueryClient();
    const store = createStore();
    store.set(queryClientAtom, queryClient);
    let reads = 0;
    const key = queryKeys.backups(SERIAL);
    await queryClient.fetchQuery({ queryKey: key, queryFn: () => (reads++, Promise.resolve<Backup[]>([])) });

    writeBackup(queryClient, SERIAL, backup('in_progress'));
    applyGatewayEvent(store, SERIAL, { name: 'backup_added', data: backup('in_progress'), ts: 0 });
    applyGatewayEvent(store, SERIAL, { name: 'backup_updated', data: { ...backup('success'), updatedAt: 2 }, ts: 0 });

    expect(queryClient.getQueryData<Backup[]>(key)).toEqual([{ ...backup('success'), updatedAt: 2 }]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    expect(reads).toBe(1);

    applyGatewayEvent(store, SERIAL, { name: 'backup_removed', data: { _id: backup('success')._id, serialNumber: SERIAL }, ts: 0 });
    expect(queryClient.getQueryData<Backup[]>(key)).toEqual([]);
    expect(reads).toBe(1);
  });
});
