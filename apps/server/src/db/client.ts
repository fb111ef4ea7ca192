import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

// NUMERIC and BIGINT arrive as strings by default; our amounts and ids fit in a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number.parseFloat);
pg.types.setTypeParser(pg.types.builtins.INT8, Number.parseInt);

export function createDatabase(options: { url: string; poolSize?: number }) {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
  // An idle client's error (e.g. the database restarted) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { pool, db };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;
