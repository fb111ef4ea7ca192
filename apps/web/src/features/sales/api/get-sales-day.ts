import { type SalesDay, salesDaySchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const salesDayQueryKey = ['sales', 'day'] as const;

const search = (outletId: string, day: string) => new URLSearchParams({ outletId, day }).toString();

/** What an outlet's till sold in a day, and the products a sale may name. */
export function getSalesDay(outletId: string, day: string, options: { signal?: AbortSignal } = {}) {
  return apiRequest<SalesDay>(`/api/sales/day?${search(outletId, day)}`, salesDaySchema.parse, {
    signal: options.signal,
  });
}

export function useSalesDay(outletId: string, day: string) {
  return useQuery({
    queryKey: [...salesDayQueryKey, outletId, day],
    queryFn: ({ signal }) => getSalesDay(outletId, day, { signal }),
  });
}

/** The day's saved sales as a sheet in the upload's columns. */
export const salesDayExportUrl = (outletId: string, day: string) =>
  `/api/sales/day/export.xlsx?${search(outletId, day)}`;
export const SALES_TEMPLATE_URL = '/api/sales/template.xlsx';
