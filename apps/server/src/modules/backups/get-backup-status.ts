import type { BackupStatus, WalArchiveStatus } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { BackupSettings } from '../../db/backup-folders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listBaseBackups } from './list-base-backups.ts';

const secondsSince = (at: Date | null, now: Date) =>
  at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000)) : null;

/**
 * The base backups on disk and what PostgreSQL says of its archiving (pg_stat_archiver): the
 * last segment archived, the last that failed, and whether the latest attempt failed. Without
 * settings (DATABASE_URL) the product manages no backups and says so.
 */
export async function getBackupStatus(
  db: DbOrTx,
  settings: BackupSettings | null | undefined,
  now: Date = new Date(),
): Promise<BackupStatus> {
  if (!settings) return { managed: false };
  const [bases, archive] = await Promise.all([listBaseBackups(settings.dir), getWalArchiveStatus(db, now)]);
  const newest = bases[0];
  return {
    managed: true,
    dir: settings.dir,
    keepDays: settings.keepDays,
    bases,
    lastBaseAgeSeconds: newest ? secondsSince(new Date(newest.finishedAt), now) : null,
    archive,
  };
}

export async function getWalArchiveStatus(db: DbOrTx, now: Date = new Date()): Promise<WalArchiveStatus> {
  const result = await db.execute<{
    archived_count: number;
    last_archived_wal: string | null;
    last_archived_time: Date | string | null;
    failed_count: number;
    last_failed_wal: string | null;
    last_failed_time: Date | string | null;
  }>(sql`SELECT archived_count, last_archived_wal, last_archived_time, failed_count, last_failed_wal,
                last_failed_time FROM pg_stat_archiver`);
  const row = result.rows[0];
  const archivedAt = toDate(row?.last_archived_time);
  const failedAt = toDate(row?.last_failed_time);
  return {
    lastArchivedAt: archivedAt?.toISOString() ?? null,
    lastArchivedWal: row?.last_archived_wal ?? null,
    lastArchivedAgeSeconds: secondsSince(archivedAt, now),
    lastFailedAt: failedAt?.toISOString() ?? null,
    lastFailedWal: row?.last_failed_wal ?? null,
    failing: failedAt !== null && (archivedAt === null || failedAt > archivedAt),
    archivedCount: Number(row?.archived_count ?? 0),
    failedCount: Number(row?.failed_count ?? 0),
  };
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}
