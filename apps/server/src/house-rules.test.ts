import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The sizes the house keeps so a reader finds things: a module's folder holds at most 20 files
 * beside each other (more, and its flows get folders of their own); a function in a routes file is
 * at most 120 lines (more, and it is split into flow plugins); a web page is at most 300 lines
 * (more, and its parts move into components and hooks). Tests do not count towards a folder.
 */
const MAX_FILES_IN_FOLDER = 20;
const MAX_ROUTES_FUNCTION_LINES = 120;
const MAX_PAGE_LINES = 300;

const serverSrc = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(serverSrc, '../../..');
const modulesDir = path.join(serverSrc, 'modules');

/** Forward slashes, relative to the repository, as the messages name files. */
function fromRoot(file: string): string {
  return path.relative(repoRoot, file).split(path.sep).join('/');
}

/** The folders that hold more than 20 non-test .ts files directly, each named with its count. */
function crowdedFolders(folders: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [folder, files] of folders) {
    const count = files.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).length;
    if (count > MAX_FILES_IN_FOLDER) {
      found.push(
        `${folder}: ${count} files beside each other (at most ${MAX_FILES_IN_FOLDER}); give its flows folders`,
      );
    }
  }
  return found;
}

/** Whether a file's functions are held to the routes limit: routes.ts and *-routes.ts. */
function isRoutesFile(file: string): boolean {
  const name = path.posix.basename(file);
  return name === 'routes.ts' || name.endsWith('-routes.ts');
}

/** What a reader would call a function: its own name, the name it is given, or the call it is handed to. */
function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source);
    const first = parent.arguments[0];
    const what = first && ts.isStringLiteralLike(first) ? `(${first.getText(source)})` : '()';
    return `the function handed to ${callee}${what}`;
  }
  return 'an unnamed function';
}

/** Every function of a source longer than 120 lines, named with its file and its length. */
function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      // From the function's first token (its comment not counted) to its closing brace.
      const first = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_ROUTES_FUNCTION_LINES) {
        found.push(
          `${file}: ${functionName(fn, source)} is ${lines} lines (at most ${MAX_ROUTES_FUNCTION_LINES}); split it into flow plugins`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The pages longer than 300 lines, each named with its length. */
function longPages(pages: readonly { file: string; text: string }[]): string[] {
  return pages.flatMap(({ file, text }) => {
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    return lines > MAX_PAGE_LINES
      ? [`${file}: ${lines} lines (at most ${MAX_PAGE_LINES}); move its parts into components and hooks`]
      : [];
  });
}

/** Every folder under modules/ (modules/ itself too), with the files directly in it. */
function moduleFolders(): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    folders.set(
      fromRoot(dir),
      entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
    );
    for (const entry of entries) if (entry.isDirectory()) walk(path.join(dir, entry.name));
  };
  walk(modulesDir);
  return folders;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));
}

function routesFiles(): { file: string; text: string }[] {
  return filesUnder(modulesDir)
    .filter((file) => isRoutesFile(file.split(path.sep).join('/')))
    .map((file) => ({ file: fromRoot(file), text: readFileSync(file, 'utf8') }));
}

/** The web's pages: each feature's pages/ (at any depth) and the app shell's own .tsx files. */
function webPages(): { file: string; text: string }[] {
  const web = path.join(repoRoot, 'apps/web/src');
  const features = filesUnder(path.join(web, 'features')).filter((file) => {
    const parts = file.split(path.sep);
    return parts.at(-2) === 'pages' && file.endsWith('.tsx');
  });
  const shell = readdirSync(path.join(web, 'app')).map((name) => path.join(web, 'app', name));
  return [...features, ...shell.filter((file) => file.endsWith('.tsx'))]
    .filter((file) => !file.endsWith('.test.tsx'))
    .map((file) => ({ file: fromRoot(file), text: readFileSync(file, 'utf8') }));
}

describe('the house’s sizes', () => {
  it('no folder under modules/ holds more than 20 files beside each other', () => {
    expect(crowdedFolders(moduleFolders())).toEqual([]);
  });

  it('no function in a routes file is longer than 120 lines', () => {
    const files = routesFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(({ file, text }) => longFunctions(file, text))).toEqual([]);
  });

  it('no web page is longer than 300 lines', () => {
    const pages = webPages();
    expect(pages.length).toBeGreaterThan(0);
    expect(longPages(pages)).toEqual([]);
  });
});

describe('the house’s sizes, on made-up files', () => {
  const named = (count: number, suffix = '.ts') =>
    Array.from({ length: count }, (_, i) => `op-${i}${suffix}`);

  it('names a folder of 21 files, counting neither its tests nor what is not TypeScript', () => {
    const folders = new Map([
      ['apps/server/src/modules/orders', named(21)],
      ['apps/server/src/modules/stock', [...named(20), ...named(12, '.test.ts'), 'logo.png', 'notes.md']],
      ['apps/server/src/modules/stock/recount', named(3)],
    ]);
    expect(crowdedFolders(folders)).toEqual([
      'apps/server/src/modules/orders: 21 files beside each other (at most 20); give its flows folders',
    ]);
  });

  it('holds routes.ts and *-routes.ts to the limit, nothing else', () => {
    expect(isRoutesFile('modules/orders/routes.ts')).toBe(true);
    expect(isRoutesFile('modules/receivables/invoices/public-invoice-routes.ts')).toBe(true);
    expect(isRoutesFile('modules/orders/place-order.ts')).toBe(false);
    expect(isRoutesFile('modules/orders/routes.test.ts')).toBe(false);
  });

  it('names each function over 120 lines by the name a reader knows it by', () => {
    const route = (i: number) =>
      [`  app.get('/api/things/${i}', {}, async () => {`, `    return ${i};`, '  });'].join('\n');
    const longHandler = Array.from({ length: 125 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const source = [
      "import type { FastifyPluginAsync } from 'fastify';",
      '/**',
      ' * A long comment above a short function does not make it long.',
      ...Array.from({ length: 130 }, () => ' *'),
      ' */',
      'export function shortOne() {',
      '  return 1;',
      '}',
      'export const thingRoutes: FastifyPluginAsync = async (app) => {',
      ...Array.from({ length: 45 }, (_, i) => route(i)),
      "  app.post('/api/things', {}, async () => {",
      longHandler,
      '  });',
      '};',
      'export function exactly120() {',
      ...Array.from({ length: 118 }, (_, i) => `  const w${i} = ${i};`),
      '}',
      'export function tooLong() {',
      ...Array.from({ length: 119 }, (_, i) => `  const u${i} = ${i};`),
      '}',
    ].join('\n');
    expect(longFunctions('modules/things/routes.ts', source)).toEqual([
      'modules/things/routes.ts: thingRoutes is 264 lines (at most 120); split it into flow plugins',
      "modules/things/routes.ts: the function handed to app.post('/api/things') is 127 lines (at most 120); split it into flow plugins",
      'modules/things/routes.ts: tooLong is 121 lines (at most 120); split it into flow plugins',
    ]);
  });

  it('names a page over 300 lines, and lets one of 300 be', () => {
    const lines = (count: number) => `${Array.from({ length: count }, (_, i) => `// ${i}`).join('\n')}\n`;
    expect(
      longPages([
        { file: 'apps/web/src/features/orders/pages/orders-page.tsx', text: lines(301) },
        { file: 'apps/web/src/app/staff-layout.tsx', text: lines(300) },
      ]),
    ).toEqual([
      'apps/web/src/features/orders/pages/orders-page.tsx: 301 lines (at most 300); move its parts into components and hooks',
    ]);
  });
});
