import { apiErrorSchema } from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOperations } from './seed/seed-operations.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { seedItems } from './test/kits/order-test-kit.ts';
import { signInAs } from './test/staff-session.ts';
import { useTestDatabase } from './test/test-database.ts';

/**
 * Every operation the OpenAPI document describes, called with values chosen to break things
 * (NUL, Tamil, huge and negative numbers, ids past their column, wrong types, unknown fields),
 * anonymous and signed in. No answer may be a 500, every status must be one the document lists
 * for the operation, and every error body must be the one error schema. Fixed seed, bounded
 * count: the same requests on every run.
 */
const SEED = 20261124;
const CASES_PER_OPERATION = 10;

/** mulberry32: a small, seeded generator, so a failure can be replayed exactly. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    int: (max: number) => Math.floor(next() * max),
  };
}
type Random = ReturnType<typeof random>;

const STRINGS = [
  '',
  'a',
  'Meena',
  'மீனா சுந்தரம்',
  'a\u0000b',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '2147483648',
  '-1',
  '1.5',
  '2026-02-30',
  '2026-11-24',
  'kitchen',
  'baking',
  'warehouse',
  'ORDMEE0001',
  '../../etc/passwd',
  '%00',
  '😀',
];
const NUMBERS = [
  0, 1, -1, 1.5, 0.0001, 2147483647, 2147483648, 9007199254740991, 1e20, 1e300, -1e300, 12.345,
];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  required?: string[];
}

/** A value for `schema`: usually of its type (often an edge of it), sometimes of another. */
function valueFor(schema: JsonSchema | undefined, rnd: Random, depth = 0): unknown {
  if (!schema || depth > 6) return rnd.pick(STRINGS);
  if (rnd.chance(0.08)) return rnd.pick<unknown>([null, true, [], {}, rnd.pick(STRINGS), rnd.pick(NUMBERS)]);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return valueFor(rnd.pick(variants), rnd, depth + 1);
  if (schema.allOf?.length) return valueFor(schema.allOf[0], rnd, depth + 1);
  if (schema.enum?.length && rnd.chance(0.8)) return rnd.pick(schema.enum);
  const type = Array.isArray(schema.type) ? rnd.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) ? rnd.chance(0.95) : rnd.chance(0.6)) {
          out[key] = valueFor(child, rnd, depth + 1);
        }
      }
      if (rnd.chance(0.1)) out[rnd.pick(['unexpected', 'a\u0000key', '__proto__'])] = 1;
      return out;
    }
    case 'array':
      return Array.from({ length: rnd.pick([0, 1, 2, 3]) }, () => valueFor(schema.items, rnd, depth + 1));
    case 'integer':
    case 'number':
      return rnd.pick(NUMBERS);
    case 'boolean':
      return rnd.chance(0.5);
    case 'null':
      return null;
    default:
      return rnd.pick(STRINGS);
  }
}

/** Text for a path or query parameter. */
function textFor(schema: JsonSchema | undefined, rnd: Random): string {
  const value = valueFor(schema, rnd);
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}

const { db } = await useTestDatabase();
await seedItems(db, 3);
await seedOperations(db);
const app = await buildTestApp(db);
await app.ready();
const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
);

const principals: Record<string, Record<string, string>> = { anonymous: {} };
beforeAll(async () => {
  principals.admin = (await signInAs(app, db, { role: 'admin' })).headers;
  principals.kitchen = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
  principals.outlet = (await signInAs(app, db, { role: 'outlet' })).headers;
});

describe('OpenAPI-driven fuzz', () => {
  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, operation) => {
      const rnd = random(
        SEED ^
          [...`${operation.method} ${operation.path}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7),
      );
      const documented = new Set(Object.keys(operation.responses));
      const surprises: string[] = [];
      for (let i = 0; i < CASES_PER_OPERATION; i++) {
        for (const [who, headers] of Object.entries(principals)) {
          let url = operation.path;
          const query: string[] = [];
          for (const parameter of operation.parameters ?? []) {
            if (parameter.in === 'path')
              url = url.replace(`{${parameter.name}}`, textFor(parameter.schema, rnd));
            if (parameter.in === 'query' && rnd.chance(0.7))
              query.push(`${parameter.name}=${textFor(parameter.schema, rnd)}`);
          }
          const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
          const body = bodySchema ? valueFor(bodySchema, rnd) : undefined;
          const res = await app.inject({
            method: operation.method as 'GET',
            url: query.length ? `${url}?${query.join('&')}` : url,
            headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
            remoteAddress: `10.9.${i}.${Object.keys(principals).indexOf(who) + 1}`,
            ...(body !== undefined && { payload: JSON.stringify(body) }),
          });
          const sent = `${who} ${operation.method} ${url}${query.length ? `?${query.join('&')}` : ''} ${JSON.stringify(body)?.slice(0, 200)}`;
          // An empty path parameter leaves another route's address (`/categories/` is `/categories`,
          // trailing slashes ignored): a 405 naming that route's methods is its answer, not this one's.
          const anotherRoute = res.statusCode === 405 && /\/(\?|$)|\/\//.test(url);
          if (res.statusCode >= 500)
            surprises.push(`${res.statusCode} for ${sent}: ${res.body.slice(0, 300)}`);
          else if (!documented.has(String(res.statusCode)) && !anotherRoute)
            surprises.push(`undocumented ${res.statusCode} for ${sent}`);
          else if (res.statusCode >= 400 && !apiErrorSchema.safeParse(res.json()).success) {
            surprises.push(
              `error body not the error schema (${res.statusCode}) for ${sent}: ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
      expect(surprises).toEqual([]);
    },
  );
});
