import {
  type MultipleQueriesRequest,
  type MultipleQueriesResponse,
  multipleQueriesResponseSchema,
  type NamedQueryName,
} from '@kadai/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Every list that a stock or production write changes starts with this key (planning, schedules,
 * today's production): one invalidation after a post refreshes them all.
 */
export const stockQueryKey = ['stock'] as const;

/**
 * Several approved queries in one call (operations.md §7, multiple-approved-queries): the answer
 * has one list per name asked, each parsed with the contract's row schema.
 */
export function runNamedQueries<R extends MultipleQueriesRequest>(
  queries: R,
  options: { signal?: AbortSignal } = {},
): Promise<MultipleQueriesResponse<R>> {
  const names = Object.keys(queries) as NamedQueryName[];
  const schema = multipleQueriesResponseSchema(names);
  return apiRequest(
    '/dataapi/api/common/multiple-approved-queries',
    (data) => schema.parse(data) as MultipleQueriesResponse<R>,
    { method: 'POST', body: queries, signal: options.signal },
  );
}
