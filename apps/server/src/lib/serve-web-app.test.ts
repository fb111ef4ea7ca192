import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestDatabase } from '../test/test-database.ts';

const { db } = await useTestDatabase();

// A dist laid out as the build lays it out (apps/web/vite.config.ts): each file with .br and .gz
// copies, except one too small to be worth compressing, which has none.
const dist = mkdtempSync(path.join(os.tmpdir(), 'kadai-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(path.join(dist, 'assets'));
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>Kadai</title></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`,
  'assets/app-3f2a.js': `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Kāñchi ${i} கடை`))};`,
  'assets/app-3f2a.css': `.row { padding: 4px; }\n`.repeat(200),
  'assets/tiny-01.js': 'export{}',
  'sw.js': `self.addEventListener('fetch', () => {});\n`.repeat(40),
};
for (const [name, text] of Object.entries(files)) {
  const file = path.join(dist, name);
  writeFileSync(file, text);
  if (name !== 'assets/tiny-01.js') {
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
    writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
  }
}

const app = await buildApp({ db, webDist: dist });
afterAll(() => app.close());

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === undefined) return body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

async function get(url: string, acceptEncoding: string | undefined, method: 'GET' | 'HEAD' = 'GET') {
  const res = await app.inject({
    method,
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  const encoding = res.headers['content-encoding'] as string | undefined;
  return { res, encoding, body: res.rawPayload };
}

describe('the built web app as a phone receives it', () => {
  const cases = [
    { accept: 'gzip, deflate, br, zstd', expected: 'br' },
    { accept: 'gzip, deflate', expected: 'gzip' },
    { accept: 'br;q=0.5, gzip;q=1', expected: 'gzip' },
    { accept: 'identity', expected: undefined },
    { accept: undefined, expected: undefined },
  ] as const;

  for (const name of Object.keys(files)) {
    for (const { accept, expected } of cases) {
      it(`/${name} with Accept-Encoding ${accept ?? '(none)'}: the decoded body is the file`, async () => {
        const { res, encoding, body } = await get(`/${name}`, accept);
        expect(res.statusCode).toBe(200);
        const compressed = name !== 'assets/tiny-01.js';
        expect(encoding).toBe(compressed ? expected : undefined);
        expect(decode(body, encoding).equals(readFileSync(path.join(dist, name)))).toBe(true);
        expect(Number(res.headers['content-length'])).toBe(body.length);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toMatch(name.endsWith('.js') ? /javascript/ : /css|html/);
      });
    }
  }

  it('sends index.html, compressed, for an address of the app, never cached stale', async () => {
    const { res, encoding, body } = await get('/stock-movements-management?page=dashboard', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(encoding).toBe('br');
    expect(decode(body, encoding).toString()).toBe(files['index.html']);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-request-id']).toBeTruthy();
    // Its ETag is the one validator; no date, no byte ranges, none of the headers only old browsers read.
    for (const name of [
      'last-modified',
      'accept-ranges',
      'x-download-options',
      'x-permitted-cross-domain-policies',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // A revalidation with the validator costs no body.
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('caches hashed assets for a year, and answers HEAD with the headers of the copy it would send', async () => {
    const { res } = await get('/assets/app-3f2a.js', 'br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
  });

  it("sends a hashed file without the document's policies or validators, keeping nosniff and CORP", async () => {
    const { res } = await get('/assets/app-3f2a.css', 'br');
    expect(res.statusCode).toBe(200);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'etag',
      'last-modified',
      'accept-ranges',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('sends the service worker as a script a phone revalidates on every visit', async () => {
    const { res } = await get('/sw.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    // A worker is governed by its own response's policy, so it keeps it.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const { res } = await get('/assets/gone-1234.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
