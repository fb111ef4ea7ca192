import { createHash } from 'node:crypto';

/** A stable hash of a JSON value: keys sorted, so the same body in another key order hashes the same. */
export function hashJson(value: unknown): string {
  // A value JSON cannot write (undefined) throws, as it always has.
  return createHash('sha256')
    .update(stableStringify(value) as string)
    .digest('base64url');
}

// Built by concatenation, not entries, filters and joins: it runs on every order placed, and the
// stored hashes of keys still in their 24 hours must keep matching, so its output never changes.
function stableStringify(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += stableStringify(value[i]) ?? '';
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item === undefined) continue;
    if (!first) out += ',';
    first = false;
    out += `${JSON.stringify(key)}:${stableStringify(item)}`;
  }
  return `${out}}`;
}
