import type { WalArchiveStatus } from '@kadai/contract';
import type { BackupSettings } from '../../db/backup-folders.ts';
import type { Database } from '../../db/client.ts';
import { hasMailSince } from '../notifications/mail/has-mail-since.ts';
import { getWalArchiveStatus } from './get-backup-status.ts';
import { type BackupAlerts, tellAdmin } from './tell-admin.ts';

export const ARCHIVE_FAILING_SUBJECT = 'Backups: the WAL archive is failing';

/**
 * PostgreSQL reports a failed archive_command only in its own log and pg_stat_archiver: read the
 * latter every few minutes, and while the latest attempt has failed, say so in the server's log
 * each time and in a mail to the admin once a failure (the first check after the last success).
 */
export async function checkWalArchive(
  db: Database,
  options: {
    settings: BackupSettings;
    alerts: BackupAlerts;
    log: { error(details: object, message: string): void };
  },
): Promise<WalArchiveStatus> {
  const status = await getWalArchiveStatus(db);
  if (!status.failing) return status;
  const { lastFailedWal, lastFailedAt, lastArchivedAt, failedCount } = status;
  options.log.error(
    { lastFailedWal, lastFailedAt, lastArchivedAt, failedCount },
    'WAL archiving is failing: a restore cannot reach past the last archived segment',
  );
  const since = lastArchivedAt ? new Date(lastArchivedAt) : new Date(0);
  if (await hasMailSince(db, { subject: ARCHIVE_FAILING_SUBJECT, since })) return status;
  await tellAdmin(db, options.alerts, {
    subject: ARCHIVE_FAILING_SUBJECT,
    text: [
      `PostgreSQL could not archive the WAL segment ${lastFailedWal ?? '(unknown)'} into ${options.settings.dir}/wal`,
      `(last attempt ${lastFailedAt}; ${failedCount} failed attempts since its statistics were reset).`,
      '',
      lastArchivedAt
        ? `The last segment archived was at ${lastArchivedAt}: until archiving works again, a restore cannot reach past that moment,`
        : 'No segment has been archived yet: until archiving works, the backups cannot be restored,',
      "and the segments wait in the data folder's pg_wal, which grows.",
      '',
      "The server's log says why (its archive lines): a full or missing backup disk, or a folder PostgreSQL may not write.",
      'The Backups screen shows the state. This mail is sent once until archiving succeeds again.',
    ].join('\n'),
  });
  return status;
}
