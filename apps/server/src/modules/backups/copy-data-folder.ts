import { copyFile, lstat, mkdir, open, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * What PostgreSQL's documentation leaves out of a base backup ("Backing Up the Data Directory"):
 * folders whose contents the server rebuilds or a restore must not see (the WAL comes from the
 * archive), kept empty so the copy has the same shape…
 */
const EMPTY_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** …and files that belong to the running server, or that the backup writes itself. */
const LEFT_OUT_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'pg_internal.init',
  'recovery.signal',
  'standby.signal',
]);

/**
 * Copies a running server's data folder, file by file, each fsynced. Files change and vanish
 * while it runs, which is expected between pg_backup_start and pg_backup_stop: replaying the WAL
 * from the backup's start puts every page right, and a vanished file was dropped in that WAL too.
 * Returns the bytes copied.
 */
export function copyDataFolder(from: string, to: string): Promise<number> {
  return copyFolder(from, to, { top: true });
}

async function copyFolder(from: string, to: string, options: { top: boolean }): Promise<number> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let bytes = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (options.top && EMPTY_FOLDERS.has(entry.name)) {
        await mkdir(target, { mode: 0o700 });
        // A restored server looks for its archive status files here.
        if (entry.name === 'pg_wal') await mkdir(path.join(target, 'archive_status'), { mode: 0o700 });
      } else {
        bytes += await copyFolder(source, target, { top: false });
      }
    } else if (entry.isSymbolicLink()) {
      // Only tablespaces are links (pg_tblspc/…): the product makes none, and copying a link would not back up its files.
      throw new Error(`${source} is a link (a tablespace?): base backups cover one data folder only`);
    } else if (entry.isFile() && !LEFT_OUT_FILES.has(entry.name) && !entry.name.startsWith('pgsql_tmp')) {
      bytes += await copyOneFile(source, target);
    }
  }
  await syncFolder(to);
  return bytes;
}

async function copyOneFile(source: string, target: string): Promise<number> {
  try {
    await copyFile(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return (await lstat(target)).size;
}

/** fsync a folder, so the names just written in it survive a crash. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
