// `npm run backup`: a base backup of the embedded database now (beside a running server, or
// starting the database for the purpose), then the pruning BACKUP_KEEP_DAYS allows.
// `npm run backup -- list`: the base backups kept and the WAL archive's newest segment.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { businessClock, businessDay, formatBusinessDay } from '@kadai/contract';
import { loadConfig } from '../config.ts';
import { backupFolders } from '../db/backup-folders.ts';
import { openDatabase } from '../db/open-database.ts';
import { listBaseBackups } from '../modules/backups/list-base-backups.ts';
import { pruneBackups } from '../modules/backups/prune-backups.ts';
import { takeBaseBackup } from '../modules/backups/take-base-backup.ts';
import { toSettings } from '../settings.ts';

const USAGE = `Usage: npm run backup [-- list]

  (no command)   takes a base backup of the embedded database now, then removes base backups
                 older than BACKUP_KEEP_DAYS (the newest always stays) and the WAL only they needed
  list           the base backups kept in BACKUP_DIR, and the newest archived WAL segment

Restore with \`npm run restore -- --to <time> --into <new folder>\` (or --latest).`;

const EXTERNAL_DATABASE = `DATABASE_URL names an external PostgreSQL: its backups are the database operator's job,
not this product's. The standard tools are pg_basebackup with WAL archiving (archive_command),
or pgBackRest; the README's "Backups" section says more.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length > 1 || (positionals[0] && positionals[0] !== 'list')) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const config = loadConfig();
const settings = toSettings(config).backups;
if (!settings) {
  console.error(EXTERNAL_DATABASE);
  process.exit(1);
}

const inIndia = (at: string | Date) => {
  const date = new Date(at);
  return `${formatBusinessDay(businessDay(date))} ${businessClock(date)} IST`;
};
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (positionals[0] === 'list') {
  const bases = await listBaseBackups(settings.dir);
  console.log(`Base backups in ${backupFolders(settings.dir).base} (kept ${settings.keepDays} days):`);
  if (bases.length === 0) console.log('  none yet: `npm run backup` takes one');
  for (const base of bases) {
    console.log(
      `  ${base.name}  finished ${inIndia(base.finishedAt)}  ${megabytes(base.bytes)}  from WAL ${base.startWal}`,
    );
  }
  const walDir = backupFolders(settings.dir).wal;
  const segments = (await readdir(walDir).catch(() => [])).filter((f) => /^[0-9A-F]{24}\.gz$/.test(f)).sort();
  const newest = segments.at(-1);
  console.log(
    newest
      ? `WAL archive ${walDir}: ${segments.length} segments, newest ${newest} at ${inIndia((await stat(path.join(walDir, newest))).mtime)}`
      : `WAL archive ${walDir}: empty`,
  );
  process.exit(0);
}

const database = await openDatabase(config, (m) => console.error(`[kadai] ${m}`), { attachIfRunning: true });
try {
  const backup = await takeBaseBackup({ pool: database.db.$client, dir: settings.dir });
  console.log(
    `Base backup ${backup.name} taken: ${megabytes(backup.bytes)}, finished ${inIndia(backup.finishedAt)}.`,
  );
  const pruned = await pruneBackups(settings);
  if (pruned.bases.length > 0 || pruned.walFiles > 0) {
    console.log(
      `Removed ${pruned.bases.length} older base backups and ${pruned.walFiles} WAL files only they needed.`,
    );
  }
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
