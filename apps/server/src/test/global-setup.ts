import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';

export const TEMPLATE_DATABASE = 'kadai_template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

/**
 * Starts a real PostgreSQL for the test run (DATABASE_URL's server when set), and migrates a
 * template database once; every test file then clones it, which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let stop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'kadai-test-'));
    chmodSync(dataDir, 0o755);
    const port = Number(process.env.TEST_PG_PORT ?? 54349);
    const embedded = await startEmbeddedPostgres({ dataDir, port });
    serverUrl = embedded.url;
    stop = embedded.stop;
  }

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const { db, pool } = createDatabase({ url: withDatabase(serverUrl, TEMPLATE_DATABASE), poolSize: 1 });
  await migrateDatabase(db);
  await pool.end();

  project.provide('databaseServerUrl', serverUrl);
  return async () => {
    await stop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
