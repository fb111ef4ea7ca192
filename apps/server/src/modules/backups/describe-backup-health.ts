import { type BackupStatus, formatAge } from '@kadai/contract';
import type { BackupSettings } from '../../db/backup-folders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { getBackupStatus } from './get-backup-status.ts';

export interface BackupHealth {
  /** The last base backup, in words: 'last base backup 5 h ago', 'none yet'. */
  backup: string;
  /** The WAL archive: 'last segment archived 40 s ago', or 'failing: …' naming the segment. */
  archive: string;
  backupAgeSeconds: number | null;
  archiveAgeSeconds: number | null;
}

/**
 * What /api/health/ready says of backups. A failing archive is named but does not make the server
 * unready: it can still take orders, and a balancer taking the only server out would lose them.
 */
export function describeBackupHealth(status: BackupStatus): BackupHealth {
  if (!status.managed) {
    const external = "not checked (external database: its backups are its operator's job)";
    return { backup: external, archive: external, backupAgeSeconds: null, archiveAgeSeconds: null };
  }
  const { archive } = status;
  const newest = status.bases[0];
  const archived =
    archive.lastArchivedAgeSeconds === null
      ? 'nothing archived yet'
      : `last segment archived ${formatAge(archive.lastArchivedAgeSeconds)} ago`;
  return {
    backup:
      newest && status.lastBaseAgeSeconds !== null
        ? `last base backup ${formatAge(status.lastBaseAgeSeconds)} ago (${newest.finishedAt})`
        : 'no base backup yet',
    archive: archive.failing
      ? `failing: ${archive.lastFailedWal ?? 'a segment'} could not be archived (${archive.lastFailedAt}); ${archived}`
      : archived,
    backupAgeSeconds: status.lastBaseAgeSeconds,
    archiveAgeSeconds: archive.lastArchivedAgeSeconds,
  };
}

/** Readiness's report of backups: a server whose archive fails still takes orders safely. */
export async function probeBackupHealth(db: DbOrTx, settings: BackupSettings | null): Promise<BackupHealth> {
  try {
    return describeBackupHealth(await getBackupStatus(db, settings));
  } catch (error) {
    const failed = `not checked (${(error as Error).message})`;
    return { backup: failed, archive: failed, backupAgeSeconds: null, archiveAgeSeconds: null };
  }
}
