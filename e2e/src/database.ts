import pg from 'pg';

/** The e2e server's embedded PostgreSQL (see playwright.config.ts: E2E_PG_PORT, default 54339). */
const DATABASE_URL = `postgres://kadai:kadai-local@127.0.0.1:${process.env.E2E_PG_PORT ?? 54339}/kadai`;

export async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
