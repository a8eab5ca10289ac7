// The bulk queue's files (bulkStore.ts) on a real temp folder: a change
// appends a line, the last line of a record wins, a torn last line (a killed
// process) is skipped, and a log is compacted once it holds many lines.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BulkCampaign, BulkTask } from '@homeport/sdk';
import { BulkStore } from './bulkStore';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const store = () => {
  const dir = mkdtempSync(join(tmpdir(), 'homeport-bulkstore-'));
  dirs.push(dir);
  return new BulkStore(join(dir, 'bulk'));
};

const campaign = (status: BulkCampaign['status']) => ({ _id: 'bomA', status }) as BulkCampaign;
const task = (n: number, status: BulkTask['taskOptions']['status']) =>
  ({ _id: `bomA-${n}`, campaignId: 'bomA', device: `HP${n}`, taskOptions: { progress: 0, status } }) as BulkTask;
const logOf = (s: BulkStore) => join(s.campaignsDir, 'bomA.log');

describe('bulk store', () => {
  it('appends one line per change and reads the last line of each record', () => {
    const s = store();
    s.append(campaign('Pending'), [task(1, 'Pending'), task(2, 'Pending')]);
    const size = readFileSync(logOf(s)).length;
    s.append(campaign('In Progress'), [task(1, 'In Progress')]);
    const grown = readFileSync(logOf(s)).length - size;
    // The change costs its own lines, not the campaign again with every task.
    expect(grown).toBeLessThan(size);
    const [loaded] = s.loadCampaigns();
    expect(loaded?.campaign.status).toBe('In Progress');
    expect(loaded?.tasks.map((t) => [t._id, t.taskOptions.status])).toEqual([
      ['bomA-1', 'In Progress'],
      ['bomA-2', 'Pending'],
    ]);
  });

  it('skips a torn last line: the record keeps its previous line', () => {
    const s = store();
    s.append(campaign('In Progress'), [task(1, 'In Progress')]);
    appendFileSync(logOf(s), '{"t":{"_id":"bomA-1","taskOptions":{"status":"Succ');
    expect(s.loadCampaigns()[0]?.tasks[0]?.taskOptions.status).toBe('In Progress');
  });

  it('compacts a log that holds more than four lines per record, keeping the last of each', () => {
    const s = store();
    s.append(campaign('Pending'), [task(1, 'Pending')]);
    for (let i = 0; i < 10; i += 1) s.append(campaign('In Progress'), [task(1, i % 2 === 0 ? 'In Progress' : 'Pending')]);
    s.append(campaign('Completed'), [task(1, 'Successful')]);
    const before = s.loadCampaigns();
    expect(readFileSync(logOf(s), 'utf8').trim().split('\n')).toHaveLength(2);
    expect(s.loadCampaigns()).toEqual(before);
    expect(before[0]?.campaign.status).toBe('Completed');
  });

  it('keeps contents as add and delete lines', () => {
    const s = store();
    s.appendContent({ add: { _id: 'c1', content_name: 'One' } as never });
    s.appendContent({ add: { _id: 'c2', content_name: 'Two' } as never });
    s.appendContent({ del: 'c1' });
    expect(s.loadContents().map((c) => c._id)).toEqual(['c2']);
  });
});
