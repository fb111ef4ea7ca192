import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's floors, bottom to top: each may import from its own floor and the ones below, never
 * from above. The database, the ports to other services and the machinery first; then the job
 * queue; then the modules; then what puts them together (the seed, the app, the settings, the
 * processes, the command-line tools and the tests' own helpers). A module may use another only
 * downward: no two modules may reach each other, however roundabout.
 */
const FLOORS: readonly (readonly string[])[] = [
  ['db', 'ports', 'lib'],
  ['jobs'],
  ['modules'],
  ['seed', 'app.ts', 'settings.ts', 'config.ts', 'run-job-worker.ts', 'worker.ts', 'main.ts', 'cli', 'test'],
];

interface SourceFile {
  /** Relative to apps/server/src, with forward slashes. */
  file: string;
  source: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The relative imports of a file, each as written and as the path it names. */
function importsOf({ file, source }: SourceFile): { written: string; target: string }[] {
  return [...source.matchAll(IMPORT)].map((match) => {
    const written = match[1] ?? '';
    return { written, target: path.posix.normalize(path.posix.join(path.posix.dirname(file), written)) };
  });
}

function floorOf(file: string): number {
  const top = file.split('/')[0] ?? file;
  const floor = FLOORS.findIndex((names) => names.includes(top));
  if (floor === -1) throw new Error(`${file}: on no floor; add "${top}" to FLOORS in layers.test.ts`);
  return floor;
}

function moduleOf(file: string): string | undefined {
  const [top, name] = file.split('/');
  return top === 'modules' ? name : undefined;
}

/** Every import that runs back up, or that closes a loop between modules, named with its file. */
export function findUpwardImports(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  const dependsOn = new Map<string, Set<string>>();
  const moduleImports: { file: string; written: string; from: string; to: string }[] = [];
  for (const file of files) {
    for (const { written, target } of importsOf(file)) {
      if (target.startsWith('..')) continue;
      if (floorOf(target) > floorOf(file.file)) {
        found.push(`${file.file} imports ${written}, from a floor above its own`);
        continue;
      }
      const from = moduleOf(file.file);
      const to = moduleOf(target);
      if (from && to && from !== to) {
        dependsOn.set(from, (dependsOn.get(from) ?? new Set()).add(to));
        moduleImports.push({ file: file.file, written, from, to });
      }
    }
  }
  const pathBetween = (start: string, goal: string): string[] | undefined => {
    const queue: string[][] = [[start]];
    const seen = new Set([start]);
    for (let trail = queue.shift(); trail; trail = queue.shift()) {
      const last = trail[trail.length - 1] ?? start;
      if (last === goal) return trail;
      for (const next of dependsOn.get(last) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push([...trail, next]);
        }
      }
    }
    return undefined;
  };
  for (const { file, written, from, to } of moduleImports) {
    const back = pathBetween(to, from);
    if (back) found.push(`${file} imports ${written}, but ${back.join(' → ')} already: a loop of modules`);
  }
  return found;
}

function serverSourceFiles(): SourceFile[] {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('db/migrations/'),
    )
    .map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') }));
}

describe('the server’s floors', () => {
  it('no file imports from a floor above its own, and no two modules reach each other', () => {
    expect(findUpwardImports(serverSourceFiles())).toEqual([]);
  });

  it('names the file and the import that runs back up, or that closes a loop', () => {
    expect(
      findUpwardImports([
        { file: 'lib/mail.ts', source: "import { OUTBOXES } from '../modules/notifications/outboxes.ts';" },
        { file: 'db/open-database.ts', source: "import type { Config } from '../config.ts';" },
        { file: 'jobs/job-queue.ts', source: "import { seedDatabase } from '../seed/seed-database.ts';" },
        {
          file: 'modules/orders/place-order.ts',
          source: "import { listTeams } from '../organisation/list-teams.ts';",
        },
        { file: 'modules/organisation/list-teams.ts', source: "import { x } from '../auth/access.ts';" },
        { file: 'modules/auth/access.ts', source: "export { y } from '../orders/place-order.ts';" },
        {
          file: 'app.ts',
          source: "import { buildApp } from './modules/orders/routes.ts';\nimport './main.ts';",
        },
      ]),
    ).toEqual([
      'lib/mail.ts imports ../modules/notifications/outboxes.ts, from a floor above its own',
      'db/open-database.ts imports ../config.ts, from a floor above its own',
      'jobs/job-queue.ts imports ../seed/seed-database.ts, from a floor above its own',
      'modules/orders/place-order.ts imports ../organisation/list-teams.ts, but organisation → auth → orders already: a loop of modules',
      'modules/organisation/list-teams.ts imports ../auth/access.ts, but auth → orders → organisation already: a loop of modules',
      'modules/auth/access.ts imports ../orders/place-order.ts, but orders → organisation → auth already: a loop of modules',
    ]);
  });

  it('lets a module use one below it, and the floors above use anything beneath them', () => {
    expect(
      findUpwardImports([
        {
          file: 'modules/orders/place-order.ts',
          source: "import { listTeams } from '../organisation/list-teams.ts';",
        },
        { file: 'modules/organisation/list-teams.ts', source: "import { db } from '../../db/client.ts';" },
        {
          file: 'seed/seed-database.ts',
          source: "import { placeOrder } from '../modules/orders/place-order.ts';",
        },
        { file: 'jobs/job-queue.ts', source: "import type { DbOrTx } from '../db/client.ts';" },
      ]),
    ).toEqual([]);
  });
});
