/**
 * A schema built the first time something touches it (parses with it, reads its shape, extends it),
 * not when its module is imported. Building zod schemas is not free: the customer's pages import
 * the order, payment, catalogue and verification schemas, and on the bench's emulated phone building
 * them all at import cost ~120 ms before the form could be drawn, though the form uses a few of them
 * and most only on Review (docs/decisions/032-lazy-contract-schemas.md).
 *
 * The stand-in is a Proxy whose every operation goes to the built schema, so it has the schema's own
 * type and behaves as the schema everywhere zod, fastify's type provider or our code use one:
 * `parse`, `shape`, `extend`, `instanceof`, as a field of another object schema.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property of its (empty) target as non-configurable.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
