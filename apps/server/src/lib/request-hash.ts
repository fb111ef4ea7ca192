import { createHash } from 'node:crypto';

/** A stable hash of a JSON value: keys sorted, so the same body in another key order hashes the same. */
export function hashJson(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('base64url');
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
