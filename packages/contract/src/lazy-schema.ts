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
  const schema = builtOnFirstUse(build);
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

/**
 * A value built the first time it is asked for. For what a module would otherwise build at import
 * and a first page may never use: an Intl formatter with a time zone cost the order form ~80 ms of
 * its first second on the bench's emulated phone, the zone's data loaded before anything was drawn.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
