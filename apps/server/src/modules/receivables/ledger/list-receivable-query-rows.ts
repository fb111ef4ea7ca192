import { RECEIVABLES_LIMIT, type ReceivableQueryRow, signedPaiseToRupeeNumber } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { listReceivables } from './list-receivables.ts';

/**
 * The data API's approved query `receivables` (operations.md §7), as of today: the same figures as
 * the list, shaped as the older client reads a Receivable row (§3), balances in rupees.
 */
export async function listReceivableQueryRows(
  db: DbOrTx,
  options: { limit?: number; now?: Date },
): Promise<ReceivableQueryRow[]> {
  const { rows } = await listReceivables(db, {
    limit: options.limit ?? RECEIVABLES_LIMIT,
    ...(options.now && { now: options.now }),
  });
  return rows.map((row) => ({
    id: row.customerId,
    name: row.name,
    store: row.storeName,
    outlet_id: row.outletId,
    groupName: row.groupName,
    email: row.email,
    mobile: row.mobile,
    balance: signedPaiseToRupeeNumber(row.balancePaise),
    saleBalance: signedPaiseToRupeeNumber(row.saleBalancePaise),
    balancePaise: row.balancePaise,
    saleBalancePaise: row.saleBalancePaise,
    status: row.status,
    createdAt: row.createdAt,
    created_at: row.createdAt,
  }));
}
