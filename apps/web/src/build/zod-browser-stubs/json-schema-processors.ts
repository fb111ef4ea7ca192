/**
 * The browser build's zod/v4/core/json-schema-processors.js (the kadai-zod-without-json-schema
 * plugin in vite.config.ts): the real one holds a JSON Schema emitter for every kind of schema,
 * which the browser never runs. Same export names as zod's (zod-browser-stubs.test.ts checks them),
 * each throwing when called, but for aggregateChecks: zod's schemas read it at runtime (a string's
 * `minLength`, a number's `minValue`, …), so it is zod's own, taken from the real module (the plugin
 * leaves this file's import alone; the bundle then keeps only aggregateChecks and what it uses).
 *
 * The path is the root's node_modules, where npm puts zod for every workspace; the test checks that
 * it is the zod the web app resolves.
 */
import { unavailable } from './unavailable.ts';

export { aggregateChecks } from '../../../../../node_modules/zod/v4/core/json-schema-processors.js';

/**
 * One function for every emitter: only processSchema (a stand-in that throws first) calls them, so
 * a name of its own each would be bytes that never show.
 */
const processor = /* @__PURE__ */ unavailable('a JSON Schema processor');

export const stringProcessor = processor;
export const numberProcessor = processor;
export const booleanProcessor = processor;
export const bigintProcessor = processor;
export const symbolProcessor = processor;
export const nullProcessor = processor;
export const undefinedProcessor = processor;
export const voidProcessor = processor;
export const neverProcessor = processor;
export const anyProcessor = processor;
export const unknownProcessor = processor;
export const dateProcessor = processor;
export const enumProcessor = processor;
export const literalProcessor = processor;
export const nanProcessor = processor;
export const templateLiteralProcessor = processor;
export const fileProcessor = processor;
export const successProcessor = processor;
export const customProcessor = processor;
export const functionProcessor = processor;
export const transformProcessor = processor;
export const mapProcessor = processor;
export const setProcessor = processor;
export const arrayProcessor = processor;
export const objectProcessor = processor;
export const unionProcessor = processor;
export const intersectionProcessor = processor;
export const tupleProcessor = processor;
export const recordProcessor = processor;
export const nullableProcessor = processor;
export const nonoptionalProcessor = processor;
export const defaultProcessor = processor;
export const prefaultProcessor = processor;
export const catchProcessor = processor;
export const pipeProcessor = processor;
export const readonlyProcessor = processor;
export const promiseProcessor = processor;
export const optionalProcessor = processor;
export const lazyProcessor = processor;

/** zod's own JSONSchemaGenerator passes this as its processors; here each one throws. */
export const allProcessors = {
  string: stringProcessor,
  number: numberProcessor,
  boolean: booleanProcessor,
  bigint: bigintProcessor,
  symbol: symbolProcessor,
  null: nullProcessor,
  undefined: undefinedProcessor,
  void: voidProcessor,
  never: neverProcessor,
  any: anyProcessor,
  unknown: unknownProcessor,
  date: dateProcessor,
  enum: enumProcessor,
  literal: literalProcessor,
  nan: nanProcessor,
  template_literal: templateLiteralProcessor,
  file: fileProcessor,
  success: successProcessor,
  custom: customProcessor,
  function: functionProcessor,
  transform: transformProcessor,
  map: mapProcessor,
  set: setProcessor,
  array: arrayProcessor,
  object: objectProcessor,
  union: unionProcessor,
  intersection: intersectionProcessor,
  tuple: tupleProcessor,
  record: recordProcessor,
  nullable: nullableProcessor,
  nonoptional: nonoptionalProcessor,
  default: defaultProcessor,
  prefault: prefaultProcessor,
  catch: catchProcessor,
  pipe: pipeProcessor,
  readonly: readonlyProcessor,
  promise: promiseProcessor,
  optional: optionalProcessor,
  lazy: lazyProcessor,
};

export const toJSONSchema = /* @__PURE__ */ unavailable('toJSONSchema');
