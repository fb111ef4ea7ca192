/**
 * The Bangalore order placed but not yet paid, kept for this tab (sessionStorage): coming back
 * from a cancelled payment and pressing Confirm & Pay again with the same order pays that order,
 * rather than placing a second one. A modified order is a new order.
 */
const KEY = 'kadai.bangalore-pending-payment.v1';

export interface PendingPayment {
  /** The request body the order was placed with. */
  body: string;
  orderId: string;
  key: string;
}

export function loadPendingPayment(): PendingPayment | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { body, orderId, key } = stored as Record<string, unknown>;
    return typeof body === 'string' && typeof orderId === 'string' && typeof key === 'string'
      ? { body, orderId, key }
      : null;
  } catch {
    return null;
  }
}

export function savePendingPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Without storage a retry places a new order; the unpaid one stays visible to the admins.
  }
}

export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
