import { type ReceivablesList, type ReceivablesQueryInput, receivablesListSchema } from '@kadai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { receivablesListKey } from '../../api/receivables-keys.ts';

/** The query string of the list and its export: only what is set. */
export function receivablesSearch(query: ReceivablesQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function listReceivables(
  query: ReceivablesQueryInput,
  options: { signal?: AbortSignal } = {},
): Promise<ReceivablesList> {
  return apiRequest(`/api/receivables${receivablesSearch(query)}`, receivablesListSchema.parse, {
    signal: options.signal,
  });
}

/** What each customer owes as of a day; the previous answer stays on screen while filters change. */
export function useReceivables(query: ReceivablesQueryInput) {
  return useQuery({
    queryKey: [...receivablesListKey, receivablesSearch(query)],
    queryFn: ({ signal }) => listReceivables(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The XLSX export of what the list shows, same filters and figures. A plain link: the session is an
 * HttpOnly cookie the browser sends along, and the server names the file.
 */
export function exportReceivablesUrl(query: ReceivablesQueryInput): string {
  return `/api/receivables/export.xlsx${receivablesSearch(query)}`;
}
