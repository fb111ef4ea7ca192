import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as processorsStub from './json-schema-processors.ts';
import * as toJsonSchemaStub from './to-json-schema.ts';
import { DECISION } from './unavailable.ts';

// zod's own modules, as the web app resolves zod (what vite.config.ts swaps out).
const zodCore = path.join(path.dirname(createRequire(import.meta.url).resolve('zod')), 'v4', 'core');
const real = (name: string) => import(pathToFileURL(path.join(zodCore, `${name}.js`)).href);

const thrown = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('did not throw');
};

describe("zod's JSON Schema modules in the browser build", () => {
  // A zod upgrade that adds or renames an export fails here, not as a missing import in a bundle.
  it('exports the names zod exports', async () => {
    const processors = await real('json-schema-processors');
    const toJsonSchema = await real('to-json-schema');
    expect(Object.keys(processorsStub).sort()).toEqual(Object.keys(processors).sort());
    expect(Object.keys(toJsonSchemaStub).sort()).toEqual(Object.keys(toJsonSchema).sort());
    expect(Object.keys(processorsStub.allProcessors).sort()).toEqual(
      Object.keys(processors.allProcessors).sort(),
    );
  });

  it("keeps zod's own aggregateChecks, which schemas read at runtime", async () => {
    const processors = await real('json-schema-processors');
    expect(processorsStub.aggregateChecks).toBe(processors.aggregateChecks);
    expect(processorsStub.aggregateChecks(z.string().min(2).max(5))).toMatchObject({
      minimum: 2,
      maximum: 5,
    });
  });

  it('creates the schemas’ methods without throwing; calling them throws, saying why', () => {
    const schema = z.string();
    const toJSONSchema = toJsonSchemaStub.createToJSONSchemaMethod(schema, {});
    const input = toJsonSchemaStub.createStandardJSONSchemaMethod(schema, 'input');
    expect(typeof toJSONSchema).toBe('function');
    expect(typeof input).toBe('function');
    expect(thrown(() => toJSONSchema())).toBe(
      `zod's JSON Schema generation (toJSONSchema) is not in the browser build; see ${DECISION}`,
    );
    expect(thrown(() => input({ target: 'draft-2020-12' }))).toContain(DECISION);
  });

  it('throws, saying why, from every other function', () => {
    const { aggregateChecks: _real, allProcessors, ...processors } = processorsStub;
    const {
      createToJSONSchemaMethod: _a,
      createStandardJSONSchemaMethod: _b,
      ...toJsonSchema
    } = toJsonSchemaStub;
    const functions = [
      ...Object.values(processors),
      ...Object.values(allProcessors),
      ...Object.values(toJsonSchema),
    ];
    expect(functions.length).toBeGreaterThan(80);
    for (const fn of functions) expect(thrown(() => fn())).toContain(DECISION);
  });
});
