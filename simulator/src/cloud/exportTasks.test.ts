import { describe, expect, it } from 'vitest';
import type { CloudState, ExportTaskRecord } from '../store/cloudState';
import { EXPORT_BUILD_MS, upgradeExportTasks } from './exportTasks';

/** A task as an older simulator wrote it: three statuses, no stage times. */
const old = (id: string, status: string, completedAt: number | null) =>
  ({ id, userId: 'u1', status, createdAt: 1_000, completedAt, fileName: null, content: null }) as unknown as ExportTaskRecord;

describe('upgradeExportTasks', () => {
  it('turns stopped into canceled and fills the stage fields of an older data folder, once', () => {
    const state = { exportTasks: [old('a', 'stopped', null), old('b', 'pending', 31_000), old('c', 'completed', 31_000)] } as unknown as CloudState;
    expect(upgradeExportTasks(state)).toBe(true);
    const [a, b, c] = state.exportTasks;
    expect(a).toMatchObject({ status: 'canceled', canceledAt: 1_000, startedAt: null, failedAt: null, failure: null, run: 1 });
    expect(b).toMatchObject({ status: 'pending', startedAt: 31_000 - EXPORT_BUILD_MS, completedAt: 31_000, canceledAt: null, run: 1 });
    expect(c).toMatchObject({ status: 'completed', startedAt: 31_000 - EXPORT_BUILD_MS, completedAt: 31_000 });
    expect(upgradeExportTasks(state)).toBe(false);
  });
});
