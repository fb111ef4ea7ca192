import { type SendReturnRequest, type StockReturn, stockReturnSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { onHandQueryKey } from '../../on-hand/api/get-on-hand.ts';
import { receiptLinesQueryKey } from '../../receipt/api/list-receipt-lines.ts';
import { transportQueryKey } from '../../transport/api/list-transport.ts';
import { stockReturnsQueryKey } from './list-stock-returns.ts';

/** Send Stocks from Store: the store's stock leaves for the warehouse on a trip. */
export function sendStockReturn(request: SendReturnRequest): Promise<StockReturn> {
  return apiRequest('/api/stock/returns', stockReturnSchema.parse, { method: 'POST', body: request });
}

export function useSendStockReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStockReturn,
    onSettled: () =>
      Promise.all(
        [onHandQueryKey, stockReturnsQueryKey, receiptLinesQueryKey, transportQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
