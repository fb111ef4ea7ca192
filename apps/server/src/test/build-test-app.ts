import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';

export async function buildTestApp(db: Database) {
  const app = await buildApp({ db, logger: process.env.TEST_LOG ? { level: 'error' } : false });
  afterAll(() => app.close());
  return app;
}
