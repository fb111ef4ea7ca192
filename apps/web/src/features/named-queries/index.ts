// What other features may use of the approved queries (operations.md §7).
export { runNamedQueries, stockQueryKey } from './api/run-named-queries.ts';
