import type { BackupSettings } from '../../db/backup-folders.ts';
import type { Database } from '../../db/client.ts';
import { pruneBackups } from './prune-backups.ts';
import { takeBaseBackup } from './take-base-backup.ts';
import { type BackupAlerts, tellAdmin } from './tell-admin.ts';

export const BACKUP_FAILED_SUBJECT = 'Backups: a base backup failed';

/**
 * The nightly job: a base backup, then the pruning it allows. A failure is an error in the log
 * and a mail to the admin, and is thrown so the queue tries again later.
 */
export async function runScheduledBackup(options: {
  db: Database;
  settings: BackupSettings;
  alerts: BackupAlerts;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}): Promise<void> {
  const { db, settings, log } = options;
  try {
    const backup = await takeBaseBackup({ pool: db.$client, dir: settings.dir });
    const pruned = await pruneBackups(settings);
    log.info({ backup: backup.name, bytes: backup.bytes, pruned }, 'base backup taken');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ err: error, dir: settings.dir }, 'base backup failed');
    await tellAdmin(db, options.alerts, {
      subject: BACKUP_FAILED_SUBJECT,
      text: [
        `The base backup into ${settings.dir}/base failed: ${reason}`,
        '',
        'It is tried again later, and every night at 01:30. Until one succeeds, a restore starts from the',
        'last good base backup (the Backups screen lists them); `npm run backup` takes one by hand.',
      ].join('\n'),
    }).catch((mailError) => log.error({ err: mailError }, 'the failed backup could not be told by mail'));
    throw error;
  }
}
