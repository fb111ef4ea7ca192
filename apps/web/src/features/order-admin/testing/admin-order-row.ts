import type { AdminOrderSummary } from '@kadai/contract';

/** Order n of the list as the server sends it: Meena's unpaid door delivery, with `changes`. */
export const adminOrderRow = (n: number, changes: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  orderId: `ORDMEE000${n}`,
  customerName: 'Meena Raman',
  phone: '9840012345',
  email: 'meena@example.in',
  orderType: 'Door Delivery',
  kind: 'wishlist',
  amountPaise: null,
  estimatedTotalPaise: 12_000,
  status: 'Order Placed',
  paymentStatus: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  version: 1,
  customerKey: `key${n}`,
  verificationKey: `verify${n}`,
  verified: false,
  overallComment: null,
  ...changes,
});
