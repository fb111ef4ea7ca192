import {
  OWN_SUPPLIER_ID,
  productListSchema,
  productSupplierListSchema,
  supplierListSchema,
} from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, suppliers } from '../../db/schema/index.ts';
import { demoOperations } from '../../seed/demo-operations.ts';
import { seedOperations } from '../../seed/seed-operations.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const demo = demoOperations();

let headers: { authorization: string };

beforeAll(async () => {
  await seedOperations(db);
  // Known only to purchasing, not to the website: the website lists leave them out.
  await db.insert(suppliers).values({ id: 'market-vendor', name: 'Koyambedu Market', source: 'purchase' });
  await db.insert(products).values({
    id: 'purchase-only-coconut',
    name: 'Coconut',
    variantName: 'Each',
    productType: 'Produce',
    teamId: null,
    source: 'purchase',
  });
  headers = (await signInAs(app, db, { role: 'production' })).headers;
});

const get = (url: string, h: Record<string, string> | undefined = headers) =>
  app.inject({ method: 'GET', url: `/dataapi/api/common/find${url}`, headers: h ?? {} });

describe('GET /dataapi/api/common/find/suppliers/by/source/website', () => {
  it("lists the website's suppliers by name, the business's own among them", async () => {
    const res = await get('/suppliers/by/source/website');
    expect(res.statusCode).toBe(200);
    const list = supplierListSchema.parse(res.json());
    expect(list.map((s) => s.id).sort()).toEqual(
      [OWN_SUPPLIER_ID, ...demo.suppliers.map((s) => s.id)].sort(),
    );
    expect(list.map((s) => s.name)).toEqual([...list.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
    expect(list.find((s) => s.id === 'market-vendor')).toBeUndefined();
  });
});

describe('GET /dataapi/api/common/find/products/by/source/website', () => {
  it('lists every website product with its variant, type and team', async () => {
    const res = await get('/products/by/source/website');
    expect(res.statusCode).toBe(200);
    const list = productListSchema.parse(res.json());
    expect(list).toHaveLength(demo.products.length);
    expect(list.find((p) => p.id === 'purchase-only-coconut')).toBeUndefined();
    expect(list.find((p) => p.id === 'kitchen-sambar-500-g')).toEqual({
      id: 'kitchen-sambar-500-g',
      name: 'Sambar',
      variantName: '500 g',
      productTypeName: 'Gravy',
      teamId: 'kitchen',
    });
    expect(list.find((p) => p.id === 'bought-curd-500-g')?.teamId).toBeNull();
  });
});

describe('GET /dataapi/api/common/find/suppliers/by/product/:productId', () => {
  it("answers a product's suppliers with their supply price", async () => {
    const res = await get('/suppliers/by/product/groceries-rice-flour-1-kg');
    expect(res.statusCode).toBe(200);
    const list = productSupplierListSchema.parse(res.json());
    expect(list).toEqual([
      { id: 'kovai-flour-mills', name: 'Kovai Flour Mills', supplyPrice: 52_00 },
      { id: OWN_SUPPLIER_ID, name: 'Terra (own production)', supplyPrice: 90_00 },
    ]);
  });

  it('answers [] for a product nobody supplies, and 404 for an unknown product', async () => {
    expect((await get('/suppliers/by/product/purchase-only-coconut')).json()).toEqual([]);
    const res = await get('/suppliers/by/product/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No product "no-such-product"');
  });
});

describe('who may read the lists', () => {
  const urls = [
    '/suppliers/by/source/website',
    '/products/by/source/website',
    '/suppliers/by/product/kitchen-sambar-500-g',
  ];

  it('admits production, warehouse, outlet staff and admins', async () => {
    for (const role of ['production', 'warehouse', 'outlet', 'admin'] as const) {
      const session = await signInAs(app, db, { role });
      for (const url of urls)
        expect((await get(url, session.headers)).statusCode, `${role} ${url}`).toBe(200);
    }
  });

  it('refuses other roles (403) and anyone signed out (401)', async () => {
    for (const role of ['finance', 'store-staff'] as const) {
      const session = await signInAs(app, db, { role });
      for (const url of urls)
        expect((await get(url, session.headers)).statusCode, `${role} ${url}`).toBe(403);
    }
    for (const url of urls) expect((await get(url, {})).statusCode, url).toBe(401);
  });
});
