import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** Held while one process migrates; any number that no other code uses as an advisory lock. */
const MIGRATION_LOCK = 4_823_641_905;

/**
 * Applies the committed SQL migrations (drizzle-kit's files and drizzle's own bookkeeping table,
 * `drizzle.__drizzle_migrations`, as drizzle's migrator keeps it), one starting process at a time.
 *
 * drizzle's migrator takes no lock: two processes starting together on a database a migration
 * behind (the web process and a worker, two replicas of a deploy) both found it pending, and the
 * second failed on what the first had created. Here the check and the migrations run in one
 * transaction on one connection behind a transaction-scoped advisory lock (it also holds through
 * PgBouncer in transaction mode, where a session lock would not): a second process waits, then
 * finds nothing left to apply.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
    await client.query(
      'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
    );
    const { rows } = await client.query<{ created_at: string }>(
      'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    // As drizzle decides: a migration is pending when it is newer than the last one applied.
    const last = rows[0] ? Number(rows[0].created_at) : null;
    for (const migration of migrations) {
      if (last !== null && last >= migration.folderMillis) continue;
      for (const statement of migration.sql) await client.query(statement);
      await client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
