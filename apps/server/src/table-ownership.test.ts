import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ruleBrokenBy, TABLE_OWNERS } from './db/table-owners.ts';
import {
  moduleSourceFiles,
  scanModuleFile,
  scanTableUses,
  schemaTables,
  type TableUse,
} from './test/scan-table-uses.ts';

// A module uses another module's functions, never its tables (decision 028). The owners, the
// shared reference tables and the read models are in db/table-owners.ts; this reads every module
// file and fails naming the file, the table and its owner for any use outside them.

const MODULES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'modules');
const tables = schemaTables();

/**
 * Couplings still in the code, by file and table, as `['payments/peek-order.ts', 'orders']`: each
 * a real one, also listed in decision 028's consequences as a debt, taken off when its file asks
 * the owner instead. None is left; anything not listed fails, and so does an entry the code no
 * longer has.
 */
const KNOWN_COUPLINGS: readonly (readonly [file: string, table: string])[] = [];

function violations(uses: TableUse[]): string[] {
  const found = new Set<string>();
  for (const use of uses) {
    const broken = ruleBrokenBy(use);
    if (broken) found.add(`${use.file}:${use.line} ${broken}`);
  }
  return [...found];
}

const known = (use: TableUse) =>
  KNOWN_COUPLINGS.some(([file, table]) => file === use.file && table === use.table);

describe('table ownership', () => {
  it('names an owner for every table the schema declares, and only those', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables.names].sort());
  });

  it('finds no module using another module’s table outside the rules', () => {
    const uses = moduleSourceFiles(MODULES_DIR).flatMap((file) => scanModuleFile(MODULES_DIR, file, tables));
    expect(uses.length).toBeGreaterThan(100);
    expect(violations(uses.filter((use) => !known(use)))).toEqual([]);

    const stillThere = (file: string, table: string) =>
      uses.some((use) => use.file === file && use.table === table && ruleBrokenBy(use));
    const gone = KNOWN_COUPLINGS.filter(([file, table]) => !stillThere(file, table));
    expect(gone, 'fixed couplings: take them off KNOWN_COUPLINGS').toEqual([]);
  });

  describe('the scanner', () => {
    const scan = (file: string, source: string) => violations(scanTableUses(file, source, tables));

    it('catches SQL text reading another module’s table', () => {
      const source = `import { sql } from 'drizzle-orm';
export const q = (id: string) => sql\`select o.status from orders o where o.id = \${id}\`;`;
      expect(scan('payments/peek-order.ts', source)).toEqual([
        'payments/peek-order.ts:2 reads orders, which orders owns',
      ]);
    });

    it('catches a schema import of another module’s table, and its write', () => {
      const source = `import { eq } from 'drizzle-orm';
import { orders as o, paymentAttempts } from '../../../db/schema/index.ts';
export async function paid(tx: Tx, id: string) {
  await tx.select().from(paymentAttempts);
  await tx.update(o).set({ status: 'paid' }).where(eq(o.id, id));
}`;
      expect(scan('payments/settle/mark-paid.ts', source)).toEqual([
        'payments/settle/mark-paid.ts:5 writes orders, which orders owns',
        'payments/settle/mark-paid.ts:5 reads orders, which orders owns',
      ]);
    });

    it('counts a row lock and a write in SQL as writes', () => {
      const source = `const a = sql\`select id from production_entries where id = 1 for update\`;
const b = sql\`insert into order_events (order_id) values (1)\`;
const c = sql\`select s.quantity from stock_balances s join outlets o on o.id = s.outlet_id\`;`;
      expect(scan('packing/lock.ts', source)).toEqual([
        'packing/lock.ts:1 writes production_entries, which production owns',
        'packing/lock.ts:2 writes order_events, which orders owns',
        'packing/lock.ts:3 reads stock_balances, which stock owns',
      ]);
    });

    it('lets a module use its own tables, the shared ones, and a read model its list', () => {
      const source = `import { orders, items } from '../../db/schema/index.ts';
const a = sql\`select o.id, i.name from orders o join order_lines l on l.order_id = o.id join items i on i.id = l.item_id\`;
const b = () => tx.insert(orders).values({});`;
      expect(scan('orders/own-order.ts', source)).toEqual([]);
      expect(
        scan('reports/moves.ts', 'const q = sql`select 1 from stock_moves m join outlets o on true`;'),
      ).toEqual([]);
      expect(scan('reports/write.ts', 'const q = sql`update stock_moves set quantity = 0`;')).toEqual([
        'reports/write.ts:1 writes stock_moves, which stock owns',
      ]);
    });

    it('reads no table into prose that only looks like SQL', () => {
      const source = `const message = 'Pick the items from units of the catalogue';
const other = \`Orders from \${outlet} join the list\`;`;
      expect(scan('payments/message.ts', source)).toEqual([]);
    });
  });
});
