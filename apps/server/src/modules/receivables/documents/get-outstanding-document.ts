import { amountInWordsIndian, businessDay, type OutstandingDocument, sumPaise } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { getCustomer } from '../customers/get-customer.ts';
import { listOutstandingItems } from '../ledger/list-outstanding-items.ts';

/**
 * A customer's outstanding document ("the invoice" the older client asks for with an empty body):
 * every invoice still open after FIFO as of a day (today by default), what is left of each, and
 * their total, which is the receivables list's sale balance.
 */
export async function getOutstandingDocument(
  db: DbOrTx,
  options: { customerId: number; asOf?: string; now?: Date },
): Promise<OutstandingDocument> {
  const customer = await getCustomer(db, options.customerId);
  const asOf = options.asOf ?? businessDay(options.now);
  const { items, balancePaise } = await listOutstandingItems(db, { customerId: customer.id, asOf });
  const totalOutstandingPaise = sumPaise(items.map((item) => item.outstandingPaise));
  return {
    customer: { id: customer.id, name: customer.name, gstin: customer.gstin, stateCode: customer.stateCode },
    asOf,
    items,
    totalOutstandingPaise,
    balancePaise,
    amountInWords: amountInWordsIndian(totalOutstandingPaise),
  };
}
