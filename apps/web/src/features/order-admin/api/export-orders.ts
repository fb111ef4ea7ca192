import type { AdminOrderFilters } from '@kadai/contract';
import { adminOrdersSearch } from './list-admin-orders.ts';

/**
 * The XLSX export of what the list shows (all pages). A plain link: the session is an HttpOnly
 * cookie the browser sends along, and the server names the file.
 */
export function exportOrdersUrl(filters: AdminOrderFilters): string {
  return `/api/admin/orders/export.xlsx${adminOrdersSearch(filters)}`;
}
