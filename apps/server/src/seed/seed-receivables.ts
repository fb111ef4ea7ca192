import { businessDay, rupeesToPaise } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { customerLedgerEntries, customers } from '../db/schema/receivables.ts';
import { writeInvoice } from '../modules/receivables/invoices/write-invoice.ts';
import { DEMO_RECEIVABLES } from './demo-receivables.ts';

const SEEDER = { id: null, displayName: 'Demo data' };

/** The business day `days` before `today` (both YYYY-MM-DD). */
function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo customers with their invoices, a credit note and receipts, dated back from today so the
 * list shows every ageing bucket. Written through the module's writeInvoice, so they are numbered
 * and checked as real ones are. Runs inside the operations seed, once, on an empty database; a
 * customer's store is left out when that store is not there.
 */
export async function insertDemoReceivables(tx: Tx, options: { now?: Date } = {}): Promise<void> {
  const today = businessDay(options.now);
  const stores = await tx.execute<{ id: string }>(sql`select id from stores`);
  const storeIds = new Set(stores.rows.map((store) => store.id));
  for (const demo of DEMO_RECEIVABLES) {
    const storeId =
      demo.customer.storeId && storeIds.has(demo.customer.storeId) ? demo.customer.storeId : null;
    const [created] = await tx
      .insert(customers)
      .values({ ...demo.customer, storeId })
      .returning({ id: customers.id });
    if (!created) throw new Error('the demo customer was not inserted');
    const invoiceIds: number[] = [];
    for (const invoice of demo.invoices) {
      const written = await writeInvoice(tx, {
        kind: 'invoice',
        customerId: created.id,
        stateCode: demo.customer.stateCode,
        correctsInvoiceId: null,
        issueDate: daysBefore(today, invoice.daysAgo),
        periodStart: null,
        periodEnd: null,
        note: '',
        lines: invoice.lines,
        user: SEEDER,
      });
      invoiceIds.push(written.id);
    }
    const corrected = invoiceIds[0];
    if (demo.creditNote && corrected !== undefined) {
      await writeInvoice(tx, {
        kind: 'credit_note',
        customerId: created.id,
        stateCode: demo.customer.stateCode,
        correctsInvoiceId: corrected,
        issueDate: daysBefore(today, demo.creditNote.daysAgo),
        periodStart: null,
        periodEnd: null,
        note: demo.creditNote.reason,
        lines: demo.creditNote.lines,
        user: SEEDER,
      });
    }
    if (demo.receipts.length > 0) {
      await tx.insert(customerLedgerEntries).values(
        demo.receipts.map((receipt) => ({
          customerId: created.id,
          kind: 'receipt' as const,
          amountPaise: rupeesToPaise(receipt.rupees),
          businessDate: daysBefore(today, receipt.daysAgo),
          reference: receipt.reference,
          createdBy: SEEDER.displayName,
        })),
      );
    }
  }
}
