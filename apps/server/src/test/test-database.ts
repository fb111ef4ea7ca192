import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup.ts';

/** A fresh, migrated database for this test file, dropped when the file's tests end. */
export async function useTestDatabase(): Promise<{ db: Database; url: string }> {
  const serverUrl = inject('databaseServerUrl');
  const name = `kadai_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  // Fewer connections than the concurrency tests send requests, as in production: a request that
  // held one connection while waiting for another would deadlock here.
  const { db, pool } = createDatabase({ url, poolSize: 8 });
  afterAll(async () => {
    await pool.end();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return { db, url };
}
