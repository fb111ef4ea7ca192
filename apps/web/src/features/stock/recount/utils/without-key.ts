/** A copy of the map or set without the key (state is replaced, never changed in place). */
export function withoutKey<T extends ReadonlyMap<string, unknown> | ReadonlySet<string>>(
  collection: T,
  key: string,
): T {
  const next = collection instanceof Map ? new Map(collection) : new Set(collection as ReadonlySet<string>);
  next.delete(key);
  return next as unknown as T;
}
