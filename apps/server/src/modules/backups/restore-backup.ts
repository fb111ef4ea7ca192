import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BaseBackup } from '@kadai/contract';
import { backupFolders } from '../../db/backup-folders.ts';
import { restoreCommand } from '../../db/wal-archive.ts';
import { AppError } from '../../lib/app-error.ts';
import { copyDataFolder } from './copy-data-folder.ts';
import { listBaseBackups } from './list-base-backups.ts';

/** Settings a restore writes into postgresql.auto.conf; any older ones (a restored restore) are replaced. */
const RECOVERY_SETTING = /^\s*(restore_command|recovery_target\w*)\s*=/;

/**
 * Prepares a new data folder that, started (DATA_DIR=<into> npm start), replays the archived WAL
 * onto the newest base backup finished before the target and then opens for writes on a new
 * timeline: PostgreSQL's own point-in-time recovery (restore_command, recovery_target_time,
 * recovery_target_action = promote, recovery.signal). It never writes into a folder that exists,
 * so a mistyped --into cannot overwrite the live data.
 */
export async function restoreBackup(options: {
  dir: string;
  into: string;
  /** A moment, or 'latest': everything the archive holds. */
  target: Date | 'latest';
  now?: Date;
}): Promise<{ base: BaseBackup; pgdata: string; archiveReaches: Date | null }> {
  const { into, target } = options;
  const now = options.now ?? new Date();
  refuseExisting(into);
  const bases = await listBaseBackups(options.dir);
  if (bases.length === 0) {
    throw new AppError(
      'not_found',
      `No base backup in ${options.dir}/base: take one with \`npm run backup\`.`,
    );
  }
  const archiveReaches = await newestArchived(backupFolders(options.dir).wal);
  if (target !== 'latest') {
    if (target > now) {
      throw new AppError(
        'validation_failed',
        `${target.toISOString()} is in the future: restore --latest instead.`,
      );
    }
    if (!archiveReaches || target > archiveReaches) {
      throw new AppError(
        'validation_failed',
        `The archive reaches only to ${archiveReaches?.toISOString() ?? 'nothing'} (its newest segment): ` +
          'PostgreSQL would stop short of the target and refuse to start. Restore to an earlier time, or --latest.',
      );
    }
  }
  const base = target === 'latest' ? bases[0] : bases.find((b) => new Date(b.finishedAt) <= target);
  if (!base) {
    const oldest = bases[bases.length - 1];
    throw new AppError(
      'not_found',
      `No base backup finished before ${(target as Date).toISOString()}: the oldest kept finished at ${oldest?.finishedAt}.`,
    );
  }
  const from = path.join(backupFolders(options.dir).base, base.name);
  const pgdata = path.join(into, 'pg');
  await mkdir(into, { recursive: true });
  await copyDataFolder(path.join(from, 'data'), pgdata);
  await writeFile(path.join(pgdata, 'backup_label'), await readFile(path.join(from, 'backup_label')));
  const tablespaceMap = await readFile(path.join(from, 'tablespace_map'), 'utf8').catch(() => '');
  if (tablespaceMap.trim()) await writeFile(path.join(pgdata, 'tablespace_map'), tablespaceMap);
  await writeRecoverySettings(pgdata, {
    restore_command: restoreCommand(backupFolders(options.dir).wal),
    // '+00', not ISO's 'Z': PostgreSQL reads the setting before it knows zone abbreviations.
    ...(target !== 'latest' && {
      recovery_target_time: target.toISOString().replace('T', ' ').replace('Z', '+00'),
    }),
    recovery_target_action: 'promote',
  });
  await writeFile(path.join(pgdata, 'recovery.signal'), '');
  return { base, pgdata, archiveReaches };
}

function refuseExisting(into: string): void {
  if (!existsSync(into)) return;
  const inUse = ['kadai-owner.pid', 'pg/postmaster.pid'].some((file) => existsSync(path.join(into, file)));
  throw new AppError(
    'conflict',
    `${into} already exists${inUse ? ' and is (or was last) in use by a server' : ''}: a restore writes only ` +
      'into a new folder, so it can never overwrite a database. Choose another --into, or move that folder away.',
  );
}

/** When the newest file of the archive was written: no replay can reach past it. */
async function newestArchived(walDir: string): Promise<Date | null> {
  let newest = 0;
  for (const file of await readdir(walDir).catch(() => [])) {
    if (!/^[0-9A-F]{24}\.gz$/.test(file)) continue;
    newest = Math.max(newest, (await stat(path.join(walDir, file))).mtimeMs);
  }
  return newest ? new Date(newest) : null;
}

async function writeRecoverySettings(pgdata: string, settings: Record<string, string>): Promise<void> {
  const file = path.join(pgdata, 'postgresql.auto.conf');
  const kept = (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line && !RECOVERY_SETTING.test(line));
  const added = Object.entries(settings).map(([key, value]) => `${key} = '${value.replaceAll("'", "''")}'`);
  await writeFile(
    file,
    [...kept, `# Written by \`npm run restore\` at ${new Date().toISOString()}.`, ...added, ''].join('\n'),
  );
}
