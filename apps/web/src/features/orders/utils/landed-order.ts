import { type OrderReceipt, orderReceiptSchema } from '@kadai/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { OrderLanding } from '../../../lib/offline-orders.ts';
import { orderReceiptQueryKey } from '../api/get-order-receipt.ts';

/** Where each form sends its orders; a kept order carries it, so it says which kind landed. */
export const ORDERS_PATH = '/api/orders';
export const ADVANCE_ORDERS_PATH = '/api/advance-orders';

/** The thank-you page of an order sent to `sentTo`: the advance form's own, or the main one. */
export function thankYouPath(sentTo: string, receipt: Pick<OrderReceipt, 'orderId' | 'receiptKey'>): string {
  const page = sentTo === ADVANCE_ORDERS_PATH ? '/advance/thank-you' : '/thank-you';
  return `${page}/${encodeURIComponent(receipt.orderId)}?key=${encodeURIComponent(receipt.receiptKey)}`;
}

/** The form an order sent to `sentTo` was typed into. */
export function formPath(sentTo: string): string {
  return sentTo === ADVANCE_ORDERS_PATH ? '/advance' : '/';
}

/**
 * The receipt the shop answered a kept order with, put where its thank-you page reads it (the page
 * then opens without asking again); null when the answer is not a receipt.
 */
export function landedReceipt(
  queryClient: QueryClient,
  landing: Extract<OrderLanding, { outcome: 'placed' }>,
): OrderReceipt | null {
  const receipt = orderReceiptSchema.safeParse(landing.receipt);
  if (!receipt.success) return null;
  queryClient.setQueryData(
    orderReceiptQueryKey({ orderId: receipt.data.orderId, key: receipt.data.receiptKey }),
    receipt.data,
  );
  return receipt.data;
}
