import type { Invoice, IssueInvoice, SignedUser } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { lockCustomer } from '../customers/lock-customer.ts';
import { getInvoice } from './get-invoice.ts';
import { writeInvoice } from './write-invoice.ts';
import { writeDate, writeOnce } from './write-once.ts';

/**
 * Issues an invoice to a customer (ordering.md §2.10): the editor's filled lines (the contract's
 * schema has skipped the blank ones and refused an invoice with none), numbered in its financial
 * year's series, with its ledger entry, all in one transaction. A custom invoice names its period.
 */
export async function issueInvoice(
  db: Database,
  options: {
    customerId: number;
    request: IssueInvoice;
    user: Pick<SignedUser, 'id' | 'displayName'>;
    idempotencyKey?: string | undefined;
    now?: Date;
  },
): Promise<{ invoice: Invoice; replayed: boolean }> {
  const { request, user } = options;
  const issueDate = writeDate({
    date: request.issueDate,
    field: 'issueDate',
    label: 'Issue date',
    now: options.now,
  });
  const { id, replayed } = await writeOnce(db, {
    scope: 'receivables:issue-invoice',
    idempotencyKey: options.idempotencyKey,
    userId: user.id,
    body: { customerId: options.customerId, request },
    write: async (tx) => {
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
  return { invoice: await getInvoice(db, id), replayed };
}
