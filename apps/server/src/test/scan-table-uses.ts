import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getTableName, is, Table } from 'drizzle-orm';
import ts from 'typescript';
import * as schema from '../db/schema/index.ts';

/** A module's use of a table: which file, which table, whether it reads or writes it, and where. */
export interface TableUse {
  /** The path under modules/, e.g. "payments/get-order-payment.ts". */
  file: string;
  module: string;
  table: string;
  access: 'read' | 'write';
  line: number;
  via: 'schema import' | 'sql text';
}

/** Every table the schema declares: by its exported name (`orderLines`) and by its SQL name. */
export interface SchemaTables {
  byExport: Map<string, string>;
  names: Set<string>;
}

export function schemaTables(): SchemaTables {
  const byExport = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) {
    if (is(value, Table)) byExport.set(name, getTableName(value));
  }
  return { byExport, names: new Set(byExport.values()) };
}

/** The module a file belongs to: the first folder under modules/. */
export function moduleOf(file: string): string {
  return file.split('/')[0] ?? file;
}

/** Tests and their kits sit above the modules, as seed/ and cli/ do: they set up any table. */
export const TEST_FILE = /(\.test|-test-kit|-test-helpers)\.ts$/;

/** Every non-test source file under `modulesDir`, sub-folders included, as paths relative to it. */
export function moduleSourceFiles(modulesDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !TEST_FILE.test(entry.name)) {
        files.push(relative(modulesDir, path).split(sep).join('/'));
      }
    }
  };
  walk(modulesDir);
  return files.sort();
}

export function scanModuleFile(modulesDir: string, file: string, tables: SchemaTables): TableUse[] {
  return scanTableUses(file, readFileSync(join(modulesDir, file), 'utf8'), tables);
}

/**
 * A table named right after the SQL word that reads or writes it. Names are also ordinary words
 * ("orders", "items", "units"), so only the word before them makes them a table, and only in text
 * that is SQL (see isSqlText). `delete from` and `lock table` come before `from` and `table` so
 * the longer phrase wins.
 */
const TABLE_AFTER_KEYWORD =
  /\b(delete\s+from|lock\s+table|truncate(?:\s+table)?|from|join|into|update|table)\s+(?:only\s+)?("?)([a-z_][a-z0-9_]*)\2(?![a-z0-9_(])(?:\s+(?:as\s+)?([a-z_][a-z0-9_]*))?/gi;
const WRITE_KEYWORDS = /^(delete|lock|truncate|into|update)/i;
/**
 * A row lock taken while reading is a write for ownership: it blocks the owner's own writers.
 * `for update [of a, b]` locks what its own select reads: the tables read at the same depth of
 * brackets before it (not those of a sub-select it closes over), or only those `of` names.
 */
const ROW_LOCK =
  /^for\s+(?:no\s+key\s+)?update\b(?:\s+of\s+([a-z_][a-z0-9_]*(?:\s*,\s*[a-z_][a-z0-9_]*)*))?/i;

function locksRows(text: string, from: number, names: (string | undefined)[]): boolean {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
    else if (c === ';') return false;
    else if (depth === 0 && (c === 'f' || c === 'F') && /\W/.test(text[i - 1] ?? ' ')) {
      const lock = ROW_LOCK.exec(text.slice(i));
      if (!lock) continue;
      if (!lock[1]) return true;
      const locked = lock[1].split(',').map((word) => word.trim().toLowerCase());
      return names.some((name) => name !== undefined && locked.includes(name.toLowerCase()));
    }
  }
  return false;
}
/** What a piece of SQL starts with or holds; an English message holds none of these. */
const SQL_SHAPE =
  /(^\s*(select|insert|update|delete|with|from|join|left|inner|where|and|or|lock|values|on|order\s+by|union)\b)|\bselect\b[\s\S]*\bfrom\b|\binsert\s+into\b|\bupdate\s+\S+\s+set\b|\bdelete\s+from\b|\bjoin\s+\S+\s+\w+\s+on\b/i;

/**
 * Finds the tables one module file uses: (a) table objects imported from the schema, read unless
 * passed to insert/update/delete or written into SQL after `into`/`update`; (b) table names in
 * SQL text after from/join/into/update/delete from/lock table. The file's path (under modules/)
 * names its module.
 */
export function scanTableUses(file: string, source: string, tables: SchemaTables): TableUse[] {
  const module = moduleOf(file);
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const uses: TableUse[] = [];
  const lineOf = (position: number) => sourceFile.getLineAndCharacterOfPosition(position).line + 1;
  const add = (table: string, access: TableUse['access'], position: number, via: TableUse['via']) =>
    uses.push({ file, module, table, access, line: lineOf(position), via });

  // (a) Table objects imported from the schema, under whatever local name.
  const importedTables = new Map<string, string>();
  const schemaNamespaces = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)db\/schema(\/|\.ts$|$)/.test(statement.moduleSpecifier.text)) continue;
    // A type names the table's shape; it reads nothing.
    if (statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) schemaNamespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const table = tables.byExport.get((element.propertyName ?? element.name).text);
        if (table) importedTables.set(element.name.text, table);
      }
    }
  }

  const tableOfExpression = (node: ts.Node): string | undefined => {
    if (ts.isIdentifier(node)) return importedTables.get(node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      schemaNamespaces.has(node.expression.text)
    ) {
      return tables.byExport.get(node.name.text);
    }
    return undefined;
  };

  const visit = (node: ts.Node) => {
    // `typeof orders.$inferInsert` names a shape, as an `import type` does; it reads nothing.
    if (ts.isImportDeclaration(node) || ts.isTypeQueryNode(node)) return;
    const table = tableOfExpression(node);
    if (table && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) {
      add(table, accessOfTableObject(node), node.getStart(sourceFile), 'schema import');
      return;
    }
    // (b) Table names in SQL text: sql`` fragments, other templates and string literals.
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent)) {
        scanSqlText(node.text, node, isSqlTagged(node));
      }
    } else if (ts.isTemplateExpression(node)) {
      // The pieces between ${…} read as one text, each ${…} as a placeholder word.
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' $x ');
      scanSqlText(text, node, isSqlTagged(node));
    }
    ts.forEachChild(node, visit);
  };

  const scanSqlText = (text: string, node: ts.Node, tagged: boolean) => {
    if (!tagged && !SQL_SHAPE.test(text)) return;
    for (const match of text.matchAll(TABLE_AFTER_KEYWORD)) {
      const [, keyword = '', , name = '', alias] = match;
      if (!tables.names.has(name)) continue;
      const end = match.index + match[0].length;
      const access = WRITE_KEYWORDS.test(keyword) || locksRows(text, end, [name, alias]) ? 'write' : 'read';
      add(name, access, node.getStart(sourceFile), 'sql text');
    }
  };

  visit(sourceFile);
  return uses;
}

/** sql`…`, sql.raw(`…`) and the like: text the code itself marks as SQL. */
function isSqlTagged(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isTaggedTemplateExpression(parent)) return /\bsql$/.test(parent.tag.getText());
  if (ts.isCallExpression(parent)) return /\bsql\.raw$|\.query$|\.execute$/.test(parent.expression.getText());
  return false;
}

/**
 * How a table object is used: written when it is what insert/update/delete act on, when it
 * follows `into`, `update`, `delete from` inside SQL, or when the query it is read in locks rows
 * for update; read otherwise.
 */
function accessOfTableObject(node: ts.Node): TableUse['access'] {
  const parent = node.parent;
  if (
    ts.isCallExpression(parent) &&
    parent.arguments[0] === node &&
    ts.isPropertyAccessExpression(parent.expression) &&
    /^(insert|update|delete)$/.test(parent.expression.name.text)
  ) {
    return 'write';
  }
  if (ts.isTemplateSpan(parent)) {
    const before = parent.parent.templateSpans.indexOf(parent);
    const text =
      before === 0 ? parent.parent.head.text : parent.parent.templateSpans[before - 1]?.literal.text;
    if (text && /\b(into|update|delete\s+from|lock\s+table|truncate(\s+table)?)\s*$/i.test(text))
      return 'write';
    const whole = parent.parent.getText();
    const at = whole.indexOf(node.getText(), whole.indexOf(parent.getText()));
    return locksRows(whole, at + node.getText().length + 1, [node.getText()]) ? 'write' : 'read';
  }
  // A drizzle query that reads the table and locks what it read: `.from(t)….for('update')`.
  let chain: ts.Node = parent;
  while (chain.parent && (ts.isCallExpression(chain.parent) || ts.isPropertyAccessExpression(chain.parent))) {
    chain = chain.parent;
  }
  if (/\.for\(\s*'(update|no key update)'/.test(chain.getText())) return 'write';
  return 'read';
}
