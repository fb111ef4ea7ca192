import {
  type DestroyStockRequest,
  type DestroyStockResponse,
  destroyStockResponseSchema,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { onHandQueryKey } from '../../stock/index.ts';
import { destructionsQueryKey } from './list-destructions.ts';

export type DestroyStockInput = { request: DestroyStockRequest; idempotencyKey: string };

/**
 * Expiry Management: stock destroyed at a place, leaving its books. The key is the same for a
 * retry of the same destruction, so a phone that lost the answer does not destroy twice.
 */
export function destroyStock(input: DestroyStockInput): Promise<DestroyStockResponse> {
  return apiRequest('/api/destruction', destroyStockResponseSchema.parse, {
    method: 'POST',
    body: input.request,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useDestroyStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyStock,
    onSettled: () =>
      Promise.all(
        // The form's stock and the stock pages' on-hand lists show the fall.
        [onHandQueryKey, destructionsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
