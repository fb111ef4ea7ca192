import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type BackupSettings, backupFolders } from '../../db/backup-folders.ts';
import { listBaseBackups } from './list-base-backups.ts';

const DAY_MS = 86_400_000;

/**
 * Keeps the base backups of the last `keepDays` days (and always the newest, however old), and
 * the archived WAL from the oldest kept one's first segment on: older segments could only be
 * replayed onto a backup that is gone. Segments are compared by their log and segment number,
 * not their timeline, so a segment of an older timeline that a kept backup still needs stays;
 * timeline history files are tiny and always kept.
 */
export async function pruneBackups(
  settings: BackupSettings,
  now: Date = new Date(),
): Promise<{ bases: string[]; walFiles: number }> {
  const folders = backupFolders(settings.dir);
  const backups = await listBaseBackups(settings.dir);
  const cutoff = now.getTime() - settings.keepDays * DAY_MS;
  const [newest, ...older] = backups;
  if (!newest) return { bases: [], walFiles: 0 };
  const removed = older.filter((backup) => Date.parse(backup.finishedAt) < cutoff);
  for (const backup of removed) {
    await rm(path.join(folders.base, backup.name), { recursive: true, force: true });
  }
  // A copy that never finished (the process was killed) is left a day, in case one is under way.
  for (const name of await readdir(folders.base)) {
    const folder = path.join(folders.base, name);
    if (name.endsWith('.partial') && (await stat(folder)).mtimeMs < now.getTime() - DAY_MS) {
      await rm(folder, { recursive: true, force: true });
    }
  }
  const kept = backups.filter((backup) => !removed.includes(backup));
  const oldestNeeded = kept.map((backup) => segmentNumber(backup.startWal)).sort()[0] ?? '';
  let walFiles = 0;
  for (const file of await readdir(folders.wal)) {
    // 24 hex digits: a segment, or a backup history file named after its segment (….backup.gz).
    if (!/^[0-9A-F]{24}(\.|$)/.test(file) || segmentNumber(file) >= oldestNeeded) continue;
    await rm(path.join(folders.wal, file), { force: true });
    walFiles += 1;
  }
  return { bases: removed.map((backup) => backup.name), walFiles };
}

/** A segment's place in the log, whatever its timeline: the name's last 16 of 24 hex digits. */
function segmentNumber(walName: string): string {
  return walName.slice(8, 24);
}
