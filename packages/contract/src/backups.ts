import { z } from 'zod';

/**
 * Backups of the embedded PostgreSQL (a mistake or a lost disk must not take the shop's records): nightly
 * base backups taken with PostgreSQL's own low-level API, and its write-ahead log archived as each segment
 * fills (or after a minute with any write), so a restore can stop at any moment the archive covers.
 */

/** One base backup, as its backup.json describes it (written last: a folder without one is unfinished). */
export const baseBackupSchema = z.strictObject({
  /** The folder's name under BACKUP_DIR/base, the UTC moment it started: 20261201T200000Z. */
  name: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }),
  /** The first WAL segment a restore from it needs (backup_label's START WAL LOCATION). */
  startWal: z.string().regex(/^[0-9A-F]{24}$/),
  stopLsn: z.string(),
  bytes: z.number().int().min(0),
  postgresVersion: z.string(),
});
export type BaseBackup = z.infer<typeof baseBackupSchema>;

/** PostgreSQL's pg_stat_archiver, as the status shows it. */
export const walArchiveStatusSchema = z.strictObject({
  lastArchivedAt: z.iso.datetime({ offset: true }).nullable(),
  lastArchivedWal: z.string().nullable(),
  lastArchivedAgeSeconds: z.number().int().nullable(),
  lastFailedAt: z.iso.datetime({ offset: true }).nullable(),
  lastFailedWal: z.string().nullable(),
  /** The last attempt failed: segments are piling up in pg_wal and are not in the archive. */
  failing: z.boolean(),
  archivedCount: z.number().int(),
  failedCount: z.number().int(),
});
export type WalArchiveStatus = z.infer<typeof walArchiveStatusSchema>;

/** GET /api/backups/status: what an admin needs to know that a restore would work. */
export const backupStatusSchema = z.discriminatedUnion('managed', [
  z.strictObject({
    /** The embedded PostgreSQL: the product archives and backs it up itself. */
    managed: z.literal(true),
    dir: z.string(),
    keepDays: z.number().int(),
    /** Newest first. */
    bases: z.array(baseBackupSchema),
    lastBaseAgeSeconds: z.number().int().nullable(),
    archive: walArchiveStatusSchema,
  }),
  z.strictObject({
    /** DATABASE_URL: an external PostgreSQL, whose backups are its operator's job. */
    managed: z.literal(false),
  }),
]);
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** An age in words, as the health check and the Backups screen say it: '40 s', '12 min', '5 h', '3 days'. */
export function formatAge(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 3 * 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} days`;
}
