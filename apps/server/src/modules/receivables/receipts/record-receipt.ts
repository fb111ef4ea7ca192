import type { LedgerEntry, RecordReceipt, SignedUser } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { customerLedgerEntries } from '../../../db/schema/index.ts';
import { lockCustomer } from '../customers/lock-customer.ts';
import { writeDate, writeOnce } from '../invoices/write-once.ts';
import { ledgerEntries } from '../ledger/get-customer-ledger.ts';

/**
 * Records money a customer paid, by hand (cash, UPI, a bank transfer…), with its method and
 * reference as the manual payment confirmation of an order takes them. It pays the customer's
 * oldest invoices first (decision 017); more than they owe is credit in advance.
 */
export async function recordReceipt(
  db: Database,
  options: {
    customerId: number;
    request: RecordReceipt;
    user: Pick<SignedUser, 'id' | 'displayName'>;
    idempotencyKey?: string | undefined;
    now?: Date;
  },
): Promise<{ entry: LedgerEntry; replayed: boolean }> {
  const { request, user } = options;
  const date = writeDate({ date: request.date, field: 'date', label: 'Date', now: options.now });
  const { id, replayed } = await writeOnce(db, {
    scope: 'receivables:record-receipt',
    idempotencyKey: options.idempotencyKey,
    userId: user.id,
    body: { customerId: options.customerId, request },
    write: async (tx) => {
      const customer = await lockCustomer(tx, options.customerId);
      const [entry] = await tx
        .insert(customerLedgerEntries)
        .values({
          customerId: customer.id,
          kind: 'receipt',
          amountPaise: request.amountPaise,
          businessDate: date,
          reference: [request.method, request.reference].filter(Boolean).join(' '),
          note: request.note,
          createdByUserId: user.id,
          createdBy: user.displayName,
        })
        .returning({ id: customerLedgerEntries.id });
      if (!entry) throw new Error('the receipt was not inserted');
      return entry.id;
    },
  });
  const [entry] = await ledgerEntries(db, { customerId: options.customerId, entryId: id });
  if (!entry) throw new Error('the receipt just recorded is not found');
  return { entry, replayed };
}
