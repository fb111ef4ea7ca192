import type { InvoiceDraft, InvoiceDraftQuery } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { summariseCustomerOrders } from '../../orders/order-records/summarise-customer-orders.ts';
import { getCustomer } from '../customers/get-customer.ts';

/**
 * The invoice editor's lines for a custom invoice over a period: what the customer ordered on the
 * business days start..end (both included, Asia/Kolkata), one line per item, unit and price with
 * the quantities added up.
 *
 * The orders are those known to be the customer's, as a paid order's receipt finds them: the same
 * ten-digit phone, or the same e-mail in lower case. An order whose status says it was cancelled
 * is left out. Nothing is written: finance checks the lines, picks the tax slabs and issues.
 */
export async function draftInvoiceFromOrders(
  db: DbOrTx,
  options: { customerId: number; period: InvoiceDraftQuery },
): Promise<InvoiceDraft> {
  const customer = await getCustomer(db, options.customerId);
  const { start, end } = options.period;
  const ordered = await summariseCustomerOrders(db, {
    phone: customer.mobile,
    email: customer.email,
    start,
    end,
  });
  return {
    customerId: customer.id,
    periodStart: start,
    periodEnd: end,
    orders: ordered.orders,
    lines: ordered.lines.map((line) => ({
      item: line.item,
      hsn: null,
      quantity: line.quantity,
      unit: line.unit,
      pricePaise: line.pricePaise,
      taxSlabBasisPoints: 0,
      transportPaise: 0,
    })),
  };
}
