/** The order's PDF, opened in a new tab; the session cookie goes with the link. */
export function orderPdfUrl(orderId: string): string {
  return `/api/admin/orders/${encodeURIComponent(orderId)}/pdf`;
}
