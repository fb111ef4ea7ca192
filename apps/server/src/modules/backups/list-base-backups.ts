import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BaseBackup, baseBackupSchema } from '@kadai/contract';
import { backupFolders } from '../../db/backup-folders.ts';

/** The finished base backups in BACKUP_DIR, newest first; unfinished (.partial) folders are not backups. */
export async function listBaseBackups(dir: string): Promise<BaseBackup[]> {
  const base = backupFolders(dir).base;
  let names: string[];
  try {
    names = await readdir(base);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: BaseBackup[] = [];
  for (const name of names) {
    if (name.endsWith('.partial')) continue;
    try {
      const text = await readFile(path.join(base, name, 'backup.json'), 'utf8');
      backups.push(baseBackupSchema.parse(JSON.parse(text)));
    } catch {
      // Not one of ours, or no backup.json: nothing a restore could start from.
    }
  }
  return backups.sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
}
