import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

// NUMERIC and BIGINT arrive as strings by default; our amounts and ids fit in a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number.parseFloat);
pg.types.setTypeParser(pg.types.builtins.INT8, Number.parseInt);

/**
 * Deadlines on every connection: a statement is cancelled after 30 s, a transaction left idle
 * after 60 s, and a request that waits 5 s for a free connection gives up (503) rather than
 * queueing without end. With PostgreSQL frozen, requests fail in seconds instead of hanging.
 */
export const DATABASE_DEADLINES = {
  statementTimeoutMs: 30_000,
  idleInTransactionMs: 60_000,
  acquireTimeoutMs: 5_000,
} as const;

/**
 * A connection that sends every statement unnamed. node-postgres prepares a named statement once
 * per connection and then only executes it; behind PgBouncer in transaction mode (before 1.21) the
 * next transaction may run on another server connection, where that name was never prepared.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config && 'text' in config) {
      const { name: _name, ...unnamed } = config as { name: unknown };
      args[0] = unnamed;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function createDatabase(options: { url: string; poolSize?: number; namedStatements?: boolean }) {
  const pool = new pg.Pool({
    ...(options.namedStatements === false && { Client: UnnamedStatementsClient }),
    connectionString: options.url,
    max: options.poolSize ?? 20,
    statement_timeout: DATABASE_DEADLINES.statementTimeoutMs,
    idle_in_transaction_session_timeout: DATABASE_DEADLINES.idleInTransactionMs,
    connectionTimeoutMillis: DATABASE_DEADLINES.acquireTimeoutMs,
    // A frozen server never answers: without this a query on a live socket waits forever.
    query_timeout: DATABASE_DEADLINES.statementTimeoutMs + 5_000,
  });
  // An idle client's error (e.g. the database restarted) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { pool, db };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;
