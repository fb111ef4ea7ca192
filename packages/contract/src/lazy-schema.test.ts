import { describe, expect, it, vi } from 'vitest';

// Every schema-building call of zod (`z.object`, `z.string`, …) counted, to see when schemas are built.
const built = vi.hoisted(() => ({ calls: 0 }));
vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zod')>();
  const z = new Proxy(actual.z, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value !== 'function' || typeof key !== 'string' || !/^[a-z]/.test(key)) return value;
      return (...args: unknown[]) => {
        built.calls += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ...actual, z };
});

describe('the schemas the customer pages import', () => {
  it('are built when first used, not when imported', async () => {
    const [catalogue, orders] = await Promise.all([
      import('./catalogue.ts'),
      import('./orders.ts'),
      import('./payments.ts'),
      import('./advance-orders.ts'),
      import('./verification.ts'),
      import('./item-photos.ts'),
      import('./errors.ts'),
      import('./money.ts'),
    ]);
    expect(built.calls).toBe(0);

    expect(catalogue.orderFormCatalogueSchema.parse({ categories: [] })).toEqual({ categories: [] });
    const afterCatalogue = built.calls;
    expect(afterCatalogue).toBeGreaterThan(0);

    // Another schema is still not built until it is used in turn.
    expect(orders.storeSchema.safeParse({ id: 'adyar', name: 'Adyar', phone: '' }).success).toBe(true);
    expect(built.calls).toBeGreaterThan(afterCatalogue);
  });
});

describe('lazySchema', () => {
  it('builds once and then is the schema in every way zod uses one', async () => {
    const { z } = await import('zod');
    const { lazySchema } = await import('./lazy-schema.ts');
    const build = vi.fn(() => z.object({ name: z.string().min(1, { error: 'Name please' }) }));
    const person = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(person.parse({ name: 'Kaviya' })).toEqual({ name: 'Kaviya' });
    expect(person.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name please');
    expect(person).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(person.shape)).toEqual(['name']);
    // Extended, and as a field of another schema.
    expect(person.extend({ city: z.string() }).parse({ name: 'Arun', city: 'Chennai' })).toEqual({
      name: 'Arun',
      city: 'Chennai',
    });
    const order = z.object({ customer: person, note: z.string().optional() });
    expect(order.safeParse({ customer: { name: '' } }).error?.issues[0]?.path).toEqual(['customer', 'name']);
    expect(z.array(person).parse([{ name: 'Meena' }])).toEqual([{ name: 'Meena' }]);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
