// `npm run import -- FILE [--apply]`: the older store's document export into this database. Without
// --apply it is a dry run: it reports what it would create and every record it cannot read, and
// writes nothing. Attaches to a running server's database, as `npm run user` does.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { applyImport } from '../modules/import/apply-import.ts';
import { formatImportReport } from '../modules/import/format-import-report.ts';
import { planImport } from '../modules/import/plan-import.ts';
import { readOlderExport } from '../modules/import/read-older-export.ts';

const USAGE = `Usage: npm run import -- <export.json> [--dry-run | --apply]

  (default) --dry-run   report what the load would create and every record it cannot read; write nothing
  --apply               load it, all or nothing, in one transaction; records already imported are skipped

Exit code 0 when every record can be read (and, with --apply, was loaded); 1 otherwise.
Uses DATABASE_URL when set, else the embedded PostgreSQL in DATA_DIR.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    apply: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [file, ...extra] = positionals;
if (!file || extra.length > 0 || (values.apply && values['dry-run'])) {
  console.error(USAGE);
  process.exit(1);
}

// npm runs the script inside apps/server: a relative path is relative to where npm was run.
const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
let json: string;
try {
  json = await readFile(filePath, 'utf8');
} catch (error) {
  console.error(`Cannot read ${filePath}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { data, problems } = readOlderExport(json);

const database = await openDatabase(loadConfig(), (m) => console.error(`[kadai] ${m}`), {
  attachIfRunning: true,
});
let ok: boolean;
try {
  if (values.apply) {
    const { plan, loaded } = await applyImport(database.db, { data, problems });
    console.log(formatImportReport(plan, { loaded }));
    ok = loaded;
  } else {
    const plan = await planImport(database.db, { data, problems });
    console.log(formatImportReport(plan, { loaded: null }));
    ok = plan.problems.length === 0;
  }
} finally {
  await database.close();
}
process.exit(ok ? 0 : 1);
