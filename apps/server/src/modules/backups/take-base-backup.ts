import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BaseBackup } from '@kadai/contract';
import type pg from 'pg';
import { backupFolders } from '../../db/backup-folders.ts';
import { copyDataFolder, syncFolder } from './copy-data-folder.ts';

/**
 * pg_backup_stop waits until the backup's last segment is archived: a stuck archive fails the
 * backup after this. The pool's own deadlines (30 s a statement) are for requests, not for this.
 */
const STOP_TIMEOUT_MINUTES = 10;
const longQuery = (text: string, values: unknown[] = []) => ({
  text,
  values,
  query_timeout: (STOP_TIMEOUT_MINUTES + 1) * 60_000,
});

/**
 * A base backup with PostgreSQL's non-exclusive low-level API, on one session from start to stop
 * (the backup ends with the session): pg_backup_start with a fast checkpoint, a copy of the data
 * folder, pg_backup_stop, and the backup label and tablespace map it returns written beside the
 * copy (a restore puts them in). The copy is made under `<name>.partial` and renamed when whole,
 * with backup.json last, so a folder under its own name is always a complete backup.
 */
export async function takeBaseBackup(options: { pool: pg.Pool; dir: string }): Promise<BaseBackup> {
  const base = backupFolders(options.dir).base;
  const startedAt = new Date();
  const name = startedAt.toISOString().replace(/[-:]|\.\d+/g, '');
  const partial = path.join(base, `${name}.partial`);
  const client = await options.pool.connect();
  let inBackup = false;
  try {
    await client.query(`SET statement_timeout = '${STOP_TIMEOUT_MINUTES}min'`);
    const server = (
      await client.query<{ archiving: string; pgdata: string; version: number; versionText: string }>(
        `SELECT current_setting('archive_mode') AS archiving, current_setting('data_directory') AS pgdata,
                current_setting('server_version_num')::int AS version, current_setting('server_version') AS "versionText"`,
      )
    ).rows[0];
    if (!server) throw new Error('the database did not describe itself');
    if (server.archiving === 'off') {
      throw new Error('WAL archiving is off: a base backup without its WAL restores nothing consistent');
    }
    // The embedded package ships 18; pg_backup_start is 15's name for the non-exclusive API.
    if (server.version < 150000)
      throw new Error(`PostgreSQL ${server.versionText}: base backups need 15 or later`);
    await mkdir(base, { recursive: true, mode: 0o700 });
    await rm(partial, { recursive: true, force: true });
    await client.query(longQuery('SELECT pg_backup_start($1, true)', [`kadai ${name}`]));
    inBackup = true;
    const bytes = await copyDataFolder(server.pgdata, path.join(partial, 'data'));
    const stop = (
      await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
        longQuery('SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(true)'),
      )
    ).rows[0];
    inBackup = false;
    if (!stop) throw new Error('pg_backup_stop returned nothing');
    const startWal = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
    if (!startWal) throw new Error(`no start segment in the backup label:\n${stop.labelfile}`);
    const backup: BaseBackup = {
      name,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      startWal,
      stopLsn: stop.lsn,
      bytes,
      postgresVersion: server.versionText,
    };
    await writeFile(path.join(partial, 'backup_label'), stop.labelfile, { flush: true });
    await writeFile(path.join(partial, 'tablespace_map'), stop.spcmapfile, { flush: true });
    await writeFile(path.join(partial, 'backup.json'), `${JSON.stringify(backup, null, 2)}\n`, {
      flush: true,
    });
    await syncFolder(partial);
    await rename(partial, path.join(base, name));
    await syncFolder(base);
    return backup;
  } catch (error) {
    if (inBackup) await client.query('SELECT pg_backup_stop(false)').catch(() => {});
    await rm(partial, { recursive: true, force: true }).catch(() => {});
    throw error;
  } finally {
    // Not back to the pool: the session carries a long statement_timeout.
    client.release(true);
  }
}
