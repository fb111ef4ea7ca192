import type { Invoice, IssueInvoice } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { lockCustomer } from '../customers/lock-customer.ts';
import { type IssuedBy, issueOnce } from './issue-once.ts';
import { writeInvoice } from './write-invoice.ts';

/**
 * Issues an invoice to a customer (ordering.md §2.10): the editor's filled lines (the contract's
 * schema has skipped the blank ones and refused an invoice with none), numbered in its financial
 * year's series, with its ledger entry, all in one transaction. A custom invoice names its period.
 */
export async function issueInvoice(
  db: Database,
  options: IssuedBy & { customerId: number; request: IssueInvoice },
): Promise<{ invoice: Invoice; replayed: boolean }> {
  const { request, user } = options;
  return issueOnce(db, {
    ...options,
    scope: 'receivables:issue-invoice',
    body: { customerId: options.customerId, request },
    issueDate: request.issueDate,
    write: async (tx, issueDate) => {
      const customer = await lockCustomer(tx, options.customerId);
      const written = await writeInvoice(tx, {
        kind: 'invoice',
        customerId: customer.id,
        stateCode: customer.stateCode,
        correctsInvoiceId: null,
        issueDate,
        periodStart: request.periodStart ?? null,
        periodEnd: request.periodEnd ?? null,
        note: request.note,
        lines: request.lines,
        user,
      });
      return written.id;
    },
  });
}
