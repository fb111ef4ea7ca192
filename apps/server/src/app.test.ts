import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createDatabase } from './db/client.ts';

describe('unexpected errors', () => {
  it('answer 503 with Retry-After, a request id and no internals when the database is gone', async () => {
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
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = res.json();
    expect(body.error.code).toBe('unavailable');
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/ECONNREFUSED|\.ts:\d+|node_modules/);
    expect(logged.join('\n')).toContain(body.error.requestId);
  });
});

describe('serving the web app', () => {
  it('answers client routes with the app page, but missing assets and API routes with 404', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'kadai-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kadai</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    const { db, pool } = createDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/none' });
    const app = await buildApp({ db, webDist });
    const page = await app.inject('/thank-you/ORDABC0001?key=x');
    const asset = await app.inject('/assets/app-1234.js');
    const missingAsset = await app.inject('/assets/gone-9999.js');
    const missingApi = await app.inject('/api/nothing');
    await app.close();
    await pool.end();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Kadai</title>');
    // Served over plain HTTP on a shop's network, the page must not ask for its assets over HTTPS.
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(missingAsset.statusCode).toBe(404);
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.json().error.code).toBe('not_found');
  });
});

describe('the OpenAPI description', () => {
  it('says which routes need a session, and who may call them', async () => {
    const { db, pool } = createDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/none' });
    const app = await buildApp({ db });
    const doc = (await app.inject('/api/docs/json')).json();
    await app.close();
    await pool.end();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['sessionToken', 'sessionCookie']);
    const users = doc.paths['/api/admin/users'].get;
    expect(users.security).toEqual([{ sessionToken: [] }, { sessionCookie: [] }]);
    expect(users.description).toContain('Who: admin.');
    const orders = doc.paths['/api/admin/orders'].get;
    expect(orders.description).toContain('Who: admin, finance.');
    expect(doc.paths['/api/catalogue'].get.security).toBeUndefined();
  });

  it('documents every error answer of every route with the one error schema', async () => {
    const { db, pool } = createDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/none' });
    const app = await buildApp({ db });
    const doc = (await app.inject('/api/docs/json')).json();
    await app.close();
    await pool.end();
    const placeOrder = doc.paths['/api/orders'].post.responses;
    for (const status of ['400', '422', '429', '503']) {
      const schema = placeOrder[status].content['application/json'].schema;
      expect(schema.properties.error.properties.code.enum).toContain('validation_failed');
    }
    // A public route cannot answer 401 or 403 for want of a session; a staff route can.
    expect(placeOrder['401']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/admin/users'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '503']),
    );
  });
});
