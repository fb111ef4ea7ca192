import { adminCatalogueSchema } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { useCatalogueAdminTest } from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, adminHeaders, headersFor, itemIds } = await useCatalogueAdminTest();

describe('GET /api/admin/catalogue', () => {
  it('lists every category, subcategory and item in order, hidden ones included', async () => {
    const res = await app.inject({ url: '/api/admin/catalogue', headers: adminHeaders });
    expect(res.statusCode).toBe(200);
    const { categories } = adminCatalogueSchema.parse(res.json());
    expect(categories.map((c) => c.id)).toEqual(['sweets', 'general-store']);
    const [sweets, store] = categories;
    // The shared 'uncategorised' subcategory shows under each category whose items use it.
    expect(sweets?.subcategories.map((s) => s.id)).toEqual(['ghee-sweets', 'uncategorised']);
    expect(sweets?.subcategories[0]?.items.map((i) => i.name)).toEqual(['Ghee Mysore Pak', 'Kaju Katli']);
    expect(sweets?.subcategories[1]?.items).toEqual([
      expect.objectContaining({ id: itemIds.hiddenHalwa, name: 'Carrot Halwa', live: 0 }),
    ]);
    expect(store?.subcategories.map((s) => s.id)).toEqual(['uncategorised']);
    expect(store?.subcategories[0]?.items).toEqual([
      {
        id: itemIds.matches,
        name: 'Matches',
        categoryId: 'general-store',
        subcategoryId: 'uncategorised',
        order: 11,
        live: 1,
        pu: 1,
        u: 'pc',
        mrpPaise: 5_00,
        desc: '',
        thumbnail: null,
      },
    ]);
  });

  it('is for admins only', async () => {
    expect((await app.inject('/api/admin/catalogue')).statusCode).toBe(401);
    for (const role of ['finance', 'store-staff', 'outlet'] as const) {
      const res = await app.inject({ url: '/api/admin/catalogue', headers: await headersFor(role) });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
