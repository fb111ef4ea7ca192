import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createDatabase } from './db/client.ts';

describe('unexpected errors', () => {
  it('answer 500 with a request id and no internals when the database is gone', async () => {
    // A pool pointed at a port nothing listens on: every query fails in a way no input check could foresee.
    const { db, pool } = createDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/none' });
    const logged: string[] = [];
    const app = await buildApp({
      db,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    const res = await app.inject('/api/catalogue');
    await app.close();
    await pool.end();
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error.code).toBe('internal');
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/ECONNREFUSED|\.ts:\d+|node_modules/);
    expect(logged.join('\n')).toContain(body.error.requestId);
  });
});
