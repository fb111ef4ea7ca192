/**
 * The browser build's zod/v4/core/to-json-schema.js (the kadai-zod-without-json-schema plugin in
 * vite.config.ts): the real one is the JSON Schema generator's core, which the browser never runs.
 * Same export names as zod's (zod-browser-stubs.test.ts checks them), each throwing when called.
 *
 * The two create* functions are called, not only imported: zod's schemas build their
 * `toJSONSchema()` and `~standard.jsonSchema` from them whenever those are read (a library reading
 * `~standard` reads `jsonSchema` too), so creating must not throw; only calling what they return does.
 */
import { unavailable } from './unavailable.ts';

export const initializeContext = /* @__PURE__ */ unavailable('initializeContext');
export const handleUnrepresentable = /* @__PURE__ */ unavailable('handleUnrepresentable');
export const processSchema = /* @__PURE__ */ unavailable('processSchema');
export { processSchema as process };
export const extractDefs = /* @__PURE__ */ unavailable('extractDefs');
export const finalize = /* @__PURE__ */ unavailable('finalize');

export const createToJSONSchemaMethod = (_schema: unknown, _processors?: unknown) =>
  unavailable('toJSONSchema');
export const createStandardJSONSchemaMethod = (_schema: unknown, _io: unknown, _processors?: unknown) =>
  unavailable('~standard.jsonSchema');
