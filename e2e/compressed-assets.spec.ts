import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { field } from './src/order-form.ts';

// The build the server under test serves (playwright.config.ts passes WEB_DIST on when set).
const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');

/** Vite's build metadata (the manifest apps/web/src/build/check-customer-chunks.ts reads): built, never served. */
const BUILD_METADATA = '.vite';

function builtFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === BUILD_METADATA && prefix === ''
        ? []
        : builtFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : /\.(br|gz)$/.test(entry.name)
        ? []
        : [`${prefix}${entry.name}`],
  );
}

/** The raw bytes and headers, undecoded: what crossed the wire. */
function fetchRaw(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

test('every file of the build reaches the browser as brotli or gzip, and decodes to the file', async ({
  baseURL,
}) => {
  const files = builtFiles(dist);
  expect(files).toContain('index.html');
  const manifest = await fetchRaw(`${baseURL}/${BUILD_METADATA}/manifest.json`, 'identity');
  expect(manifest.body.equals(readFileSync(path.join(dist, BUILD_METADATA, 'manifest.json')))).toBe(false);
  const scripts = files.filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const file of files) {
    const original = readFileSync(path.join(dist, file));
    for (const [accept, expected, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const { status, headers, body } = await fetchRaw(`${baseURL}/${file}`, accept);
      expect(status, file).toBe(200);
      expect(headers.vary, file).toMatch(/accept-encoding/i);
      // The build skips a copy only where compressing would not make the file smaller.
      const encoded = headers['content-encoding'];
      if (encoded === undefined) {
        expect(original.length, `${file} sent uncompressed`).toBeLessThan(1024);
        expect(body.equals(original), file).toBe(true);
      } else {
        expect(encoded, file).toBe(expected);
        expect(body.length, file).toBeLessThan(original.length);
        expect(decode(body).equals(original), `${file} as ${expected}`).toBe(true);
      }
    }
  }
});

test('a phone that accepts brotli gets the order form brotli-compressed, the page never stale', async ({
  page,
}) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(response.url()))
      encodings.set(response.url(), response.headers()['content-encoding']);
  });
  await page.setExtraHTTPHeaders({ 'accept-encoding': 'gzip, deflate, br' });
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  expect(response?.headers()['content-encoding']).toBe('br');
  await expect(field(page, 'First Name')).toBeVisible();
  expect(encodings.size).toBeGreaterThan(2);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe('br');
});
