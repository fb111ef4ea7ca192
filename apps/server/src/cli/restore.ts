// `npm run restore -- --to "2026-12-01T14:32:00+05:30" --into data-restored` (or --latest):
// a new data folder that, started with DATA_DIR=data-restored, is the database as it was then.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { businessClock, businessDay, formatBusinessDay } from '@kadai/contract';
import { loadConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { restoreBackup } from '../modules/backups/restore-backup.ts';
import { toSettings } from '../settings.ts';

const USAGE = `Usage: npm run restore -- (--to <time> | --latest) --into <new folder>

  --to      a moment, e.g. "2026-12-01T14:32:00+05:30"; without an offset it is India time
  --latest  everything the WAL archive holds
  --into    a folder that does not exist yet: the restored DATA_DIR

The restore starts from the newest base backup finished before the moment. Start it with
DATA_DIR=<new folder> npm start: PostgreSQL replays the archived WAL to the moment, then opens
for writes. The live data folder is never touched.`;

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    latest: { type: 'boolean' },
    into: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || !values.into || Boolean(values.to) === Boolean(values.latest)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const config = loadConfig();
const settings = toSettings(config).backups;
if (!settings) {
  console.error(
    "DATABASE_URL names an external PostgreSQL: restoring it is the database operator's job (pg_basebackup " +
      'or pgBackRest with its WAL archive); the README\'s "Backups" section says more.',
  );
  process.exit(1);
}

/** India has one offset all year: a time written without one is read as the business's. */
function parseMoment(text: string): Date {
  const withOffset = /(Z|[+-]\d\d:?\d\d)$/i.test(text.trim()) ? text.trim() : `${text.trim()}+05:30`;
  const at = new Date(withOffset);
  if (Number.isNaN(at.getTime())) {
    console.error(`--to: "${text}" is not a time; write it as 2026-12-01T14:32:00+05:30`);
    process.exit(2);
  }
  return at;
}

const inIndia = (at: Date) => `${formatBusinessDay(businessDay(at))} ${businessClock(at)} IST`;
const target = values.to ? parseMoment(values.to) : 'latest';
// npm runs the script in the workspace: a relative folder is relative to where npm was run.
const into = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.into);
try {
  const restored = await restoreBackup({ dir: settings.dir, into, target });
  console.log(
    `Restored base backup ${restored.base.name} (finished ${restored.base.finishedAt}) into ${restored.pgdata}.`,
  );
  console.log(
    target === 'latest'
      ? `On its first start PostgreSQL replays all the archived WAL (to ${restored.archiveReaches?.toISOString() ?? 'its end'}), then opens for writes:`
      : `On its first start PostgreSQL replays the archived WAL to ${target.toISOString()} (${inIndia(target)}), then opens for writes:`,
  );
  console.log(`  DATA_DIR=${values.into} npm start`);
  console.log(
    `Its own WAL then goes to ${path.join(into, 'backups')} unless BACKUP_DIR says otherwise; the archive it replays stays in ${settings.dir}.`,
  );
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
