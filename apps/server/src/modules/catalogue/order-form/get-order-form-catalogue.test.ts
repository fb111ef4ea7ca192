import { brotliDecompressSync } from 'node:zlib';
import { orderFormCatalogueSchema } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../../db/schema/index.ts';
import { seedDatabase } from '../../../seed/seed-database.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

beforeAll(async () => {
  expect(await seedDatabase(db, { catalogue: 'demo' })).toBe(true);
});

async function waitFor<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('GET /api/catalogue', () => {
  it('lists live things only, festival categories first, in order', async () => {
    const res = await app.inject('/api/catalogue');
    expect(res.statusCode).toBe(200);
    const catalogue = orderFormCatalogueSchema.parse(res.json());
    expect(
      catalogue.categories
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['festival-options', 'navarathiri-specials']);
    const ids = catalogue.categories.flatMap((c) => c.subcategories.flatMap((s) => s.items.map((i) => i.id)));
    const hidden = await db.select({ id: items.id }).from(items).where(eq(items.live, 0));
    expect(hidden.length).toBeGreaterThan(0);
    for (const { id } of hidden) expect(ids).not.toContain(id);
    expect(ids.length).toBeGreaterThanOrEqual(285);
  });

  it('answers 304 to a matching ETag and gzips when asked', async () => {
    const first = await app.inject('/api/catalogue');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/api/catalogue', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const zipped = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('sends brotli once it is made, the same JSON as gzip and as plain', async () => {
    const plain = await app.inject('/api/catalogue');
    const br = await waitFor(
      () => app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      (res) => res.headers['content-encoding'] === 'br',
    );
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip' } });
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
  });

  it('shows a change at once: hiding an item gives a new ETag without it', async () => {
    const before = await app.inject('/api/catalogue');
    const firstItem = before.json().categories[0].subcategories[0].items[0];
    await db.update(items).set({ live: 0 }).where(eq(items.id, firstItem.id));
    const after = await waitFor(
      () => app.inject('/api/catalogue'),
      (res) => res.headers.etag !== before.headers.etag,
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const ids = after
      .json()
      .categories.flatMap((c: { subcategories: { items: { id: number }[] }[] }) =>
        c.subcategories.flatMap((s) => s.items.map((i) => i.id)),
      );
    expect(ids).not.toContain(firstItem.id);
  });
});

describe('the brochure', () => {
  it('is a PDF', async () => {
    const res = await app.inject('/api/catalogue/brochure.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the API frame', () => {
  it('publishes an OpenAPI document', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/orders', '/api/catalogue']));
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
