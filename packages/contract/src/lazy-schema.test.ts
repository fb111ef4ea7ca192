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

describe('the formatters the customer pages import', () => {
  it('are made when first used, not when imported, and once', async () => {
    vi.resetModules();
    const { DateTimeFormat, NumberFormat } = Intl;
    const made = { dates: 0, numbers: 0 };
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.dates += 1;
      }
    } as typeof DateTimeFormat;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.numbers += 1;
      }
    } as typeof NumberFormat;
    try {
      const [money, time] = await Promise.all([import('./money.ts'), import('./business-time.ts')]);
      expect(made).toEqual({ dates: 0, numbers: 0 });

      expect(money.formatPaise(12_345_650)).toBe('₹1,23,456.50');
      expect(money.formatPaise(100)).toBe('₹1.00');
      expect(made.numbers).toBe(1);
      expect(time.businessDay(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
      expect(time.businessClock('2026-11-21T05:00:00Z')).toBe('10:30');
      expect(time.businessClock('2026-11-21T06:00:00Z')).toBe('11:30');
      expect(made.dates).toBe(2);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
    }
  });
});
