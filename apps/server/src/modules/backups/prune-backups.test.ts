import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BaseBackup } from '@kadai/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFolders } from '../../db/backup-folders.ts';
import { pruneBackups } from './prune-backups.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kadai-prune-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const folders = backupFolders(dir);
const now = new Date('2026-12-20T00:00:00Z');

function base(name: string, finishedAt: string, startWal: string) {
  const backup: BaseBackup = {
    name,
    startedAt: finishedAt,
    finishedAt,
    startWal,
    stopLsn: '0/0',
    bytes: 0,
    postgresVersion: '18.4',
  };
  mkdirSync(path.join(folders.base, name, 'data'), { recursive: true });
  writeFileSync(path.join(folders.base, name, 'backup.json'), JSON.stringify(backup));
}

describe('pruning backups', () => {
  it('keeps BACKUP_KEEP_DAYS of base backups and the WAL from the oldest kept one on, whatever the timeline', async () => {
    mkdirSync(folders.wal, { recursive: true });
    base('20261101T200000Z', '2026-11-01T20:00:05Z', '000000010000000000000010');
    base('20261210T200000Z', '2026-12-10T20:00:05Z', '000000010000000000000020');
    base('20261219T200000Z', '2026-12-19T20:00:05Z', '000000020000000000000030');
    for (const file of [
      '000000010000000000000010.gz',
      '000000010000000000000010.00000028.backup.gz',
      '00000001000000000000001F.gz',
      '000000010000000000000020.gz',
      '000000010000000000000020.00000028.backup.gz',
      '000000010000000000000025.gz',
      '00000002.history.gz',
      '000000020000000000000030.gz',
    ]) {
      writeFileSync(path.join(folders.wal, file), '');
    }
    const pruned = await pruneBackups({ dir, keepDays: 14 }, now);
    expect(pruned).toEqual({ bases: ['20261101T200000Z'], walFiles: 3 });
    expect(readdirSync(folders.base).sort()).toEqual(['20261210T200000Z', '20261219T200000Z']);
    expect(readdirSync(folders.wal).sort()).toEqual([
      '000000010000000000000020.00000028.backup.gz',
      '000000010000000000000020.gz',
      '000000010000000000000025.gz',
      '00000002.history.gz',
      '000000020000000000000030.gz',
    ]);
  });

  it('always keeps the newest base backup, however old', async () => {
    const pruned = await pruneBackups({ dir, keepDays: 1 }, new Date('2027-06-01T00:00:00Z'));
    expect(pruned.bases).toEqual(['20261210T200000Z']);
    expect(readdirSync(folders.base)).toEqual(['20261219T200000Z']);
    expect(readdirSync(folders.wal).sort()).toEqual(['00000002.history.gz', '000000020000000000000030.gz']);
  });
});
