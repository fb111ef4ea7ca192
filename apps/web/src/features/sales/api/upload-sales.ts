import { type SalesUploadResult, salesUploadResultSchema, type UploadSalesRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { salesDayQueryKey } from './get-sales-day.ts';

/** A till's export: checked on the server (dryRun, the preview) or saved as the day's sales. */
export function uploadSales(request: UploadSalesRequest): Promise<SalesUploadResult> {
  return apiRequest('/api/sales/upload', salesUploadResultSchema.parse, { method: 'POST', body: request });
}

export function useUploadSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSales,
    onSuccess: (result) => {
      if (result.saved) return queryClient.invalidateQueries({ queryKey: salesDayQueryKey });
    },
  });
}
