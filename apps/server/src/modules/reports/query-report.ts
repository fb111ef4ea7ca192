import type pg from 'pg';
import type { Database } from '../../db/client.ts';

/**
 * Sends one of report-sql.ts's statements with its parameters on a pooled connection, exactly as
 * written there (the bench sends the same text), and answers its rows.
 */
export async function queryReport<Row extends object>(
  db: Database,
  text: string,
  values: readonly unknown[],
): Promise<Row[]> {
  const pool = db.$client as pg.Pool;
  const result = await pool.query<Row>(text, values as unknown[]);
  return result.rows;
}
