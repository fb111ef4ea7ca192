import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/index.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { listStores } from './list-stores.ts';

const { db } = await useTestDatabase();

describe('listStores', () => {
  it('answers from its copy within seconds instead of asking the database again', async () => {
    await db.insert(stores).values({ id: 'adyar', name: 'Adyar', phone: '+91 44 2441 2345' });
    const first = await listStores(db);
    const again = await listStores(db);
    expect(first).toContainEqual({ id: 'adyar', name: 'Adyar', phone: '+91 44 2441 2345' });
    // The very list read the first time: a second query would have built a new one.
    expect(again).toBe(first);
  });
});
