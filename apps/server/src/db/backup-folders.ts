import path from 'node:path';

/** Where backups go and how long they are kept (BACKUP_DIR, BACKUP_KEEP_DAYS). */
export interface BackupSettings {
  dir: string;
  keepDays: number;
}

/** BACKUP_DIR's layout: archived WAL segments (gzipped) in wal/, one folder a base backup in base/. */
export function backupFolders(dir: string): { wal: string; base: string } {
  return { wal: path.join(dir, 'wal'), base: path.join(dir, 'base') };
}
