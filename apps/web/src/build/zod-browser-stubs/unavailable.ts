/**
 * What each of zod's JSON Schema functions is in the browser build: it throws when called, saying
 * why. Nothing in the browser generates a JSON Schema (the server does, for its OpenAPI document);
 * see docs/decisions/035-zod-json-schema-not-in-the-browser.md.
 */
export const DECISION = 'docs/decisions/035-zod-json-schema-not-in-the-browser.md';

export function unavailable(name: string): (...args: unknown[]) => never {
  return () => {
    throw new Error(`zod's JSON Schema generation (${name}) is not in the browser build; see ${DECISION}`);
  };
}
