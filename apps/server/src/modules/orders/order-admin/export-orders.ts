import {
  type AdminOrderFilters,
  formatOrderTime,
  ORDER_KIND_LABELS,
  paiseToRupeeNumber,
  paymentStatusLabel,
} from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { buildWorkbook, type XlsxColumn } from '../../../lib/xlsx.ts';
import {
  adminOrderConditions,
  adminOrderOrder,
  adminOrderSummaryColumns,
  toAdminOrderSummary,
} from './list-admin-orders.ts';

type ExportRow = {
  orderId: string;
  createdAt: string;
  customerName: string;
  phone: string;
  email: string;
  orderType: string;
  kind: string;
  amount: number | null;
  status: string;
  paymentStatus: string;
};

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Order ID', key: 'orderId', width: 16 },
  { header: 'Date', key: 'createdAt', width: 22 },
  { header: 'Customer', key: 'customerName', width: 26 },
  { header: 'Phone', key: 'phone', width: 14 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Order Type', key: 'orderType', width: 24 },
  { header: 'Kind', key: 'kind', width: 11 },
  { header: 'Amount', key: 'amount', width: 12, numFmt: '#,##0.00' },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Payment Status', key: 'paymentStatus', width: 15 },
];

const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * The list as a spreadsheet: every order the same filters select (not one page), newest first,
 * named by the business day it was taken. The unpaid list has no payment column, so neither has its export.
 */
export async function exportOrders(
  db: DbOrTx,
  options: { filters: AdminOrderFilters; now?: Date },
): Promise<{ fileName: string; xlsx: Buffer }> {
  const unpaidOnly = options.filters.unpaid === 'true';
  const rows = await db
    .select(adminOrderSummaryColumns)
    .from(orders)
    .where(adminOrderConditions(options.filters))
    .orderBy(...adminOrderOrder);
  const xlsx = await buildWorkbook<ExportRow>({
    sheetName: unpaidOnly ? 'Unpaid orders' : 'Orders',
    columns: unpaidOnly ? COLUMNS.filter((c) => c.key !== 'paymentStatus') : COLUMNS,
    rows: rows.map(toAdminOrderSummary).map(({ amountPaise, ...order }) => ({
      ...order,
      amount: amountPaise === null ? null : paiseToRupeeNumber(amountPaise),
      kind: ORDER_KIND_LABELS[order.kind],
      createdAt: formatOrderTime(order.createdAt),
      paymentStatus: paymentStatusLabel(order.paymentStatus),
    })),
  });
  const day = BUSINESS_DAY.format(options.now ?? new Date());
  return { fileName: `${unpaidOnly ? 'unpaid-orders' : 'orders'}-${day}.xlsx`, xlsx };
}
