import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { createDatabase } from './client.ts';
import { MIGRATIONS_DIR, migrateDatabase } from './migrate.ts';

const serverUrl = inject('databaseServerUrl');
const name = `kadai_migrate_${randomBytes(6).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

describe('migrateDatabase', () => {
  it('lets processes that start together on an empty database migrate it once, every one of them starting', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = withDatabase(serverUrl, name);
    // Four processes' pools, one connection each, as the smallest configured pool.
    const processes = Array.from({ length: 4 }, () => createDatabase({ url, poolSize: 1 }));
    const [first, second] = processes;
    if (!first || !second) throw new Error('four processes were made');
    try {
      const started = await Promise.allSettled(processes.map(({ db }) => migrateDatabase(db)));
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);

      const applied = await first.pool.query<{ hash: string }>(
        'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at',
      );
      const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
      expect(applied.rows.map((row) => row.hash)).toEqual(files.map((file) => file.hash));

      // Started again: nothing pending, nothing applied twice.
      await migrateDatabase(second.db);
      const again = await first.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(again.rows[0]).toEqual({ n: files.length });
    } finally {
      await Promise.all(processes.map(({ pool }) => pool.end()));
    }
  });
});
