import { BackupSnapshotSchema, parseWire } from '@homeport/sdk';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/buildSeed';
import { takeSnapshot } from './backupSnapshot';

describe('takeSnapshot', () => {
  it('takes of every seeded home a snapshot the import and the restore accept', () => {
    const { contents } = buildSeed({ seed: 42, gateways: 60 });
    const refused = contents
      .map((home) => ({ serial: home.serialNumber, read: parseWire(BackupSnapshotSchema, takeSnapshot(home), 'snapshot') }))
      .filter(({ read }) => !read.ok)
      .map(({ serial, read }) => `${serial}: ${read.ok ? '' : read.message}`);
    expect(refused).toEqual([]);
  });
});
