import { formatPaise, INVOICE_MESSAGES, type Invoice, type IssueCreditNote } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockCustomer } from '../customers/lock-customer.ts';
import { INVOICE_NOT_FOUND } from './get-invoice.ts';
import { type IssuedBy, issueOnce } from './issue-once.ts';
import { writeInvoice } from './write-invoice.ts';

/**
 * Issues a credit note against an invoice: the correction of an issued invoice, which is never
 * edited. It is taxed for the invoice's place of supply, numbered in the credit-note series, and
 * pays the customer's ledger. The credit notes of an invoice never add up to more than it (409).
 */
export async function issueCreditNote(
  db: Database,
  options: IssuedBy & { invoiceId: number; request: IssueCreditNote },
): Promise<{ invoice: Invoice; replayed: boolean }> {
  const { request, user } = options;
  return issueOnce(db, {
    ...options,
    scope: 'receivables:issue-credit-note',
    body: { invoiceId: options.invoiceId, request },
    issueDate: request.issueDate,
    write: async (tx, issueDate) => {
      const found = await tx.execute<{
        customer_id: number;
        kind: string;
        number: string;
        state_code: string;
      }>(sql`select customer_id, kind, number, state_code from invoices where id = ${options.invoiceId}`);
      const invoice = found.rows[0];
      if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
      if (invoice.kind !== 'invoice') throw new AppError('conflict', INVOICE_MESSAGES.notAnInvoice);
      await lockCustomer(tx, invoice.customer_id);
      const written = await writeInvoice(tx, {
        kind: 'credit_note',
        customerId: invoice.customer_id,
        stateCode: invoice.state_code,
        correctsInvoiceId: options.invoiceId,
        issueDate,
        periodStart: null,
        periodEnd: null,
        note: request.reason,
        lines: request.lines,
        user,
      });
      const credited = await tx.execute<{ invoiced: number; credited: number }>(sql`
        select i.total_paise as invoiced,
          (select coalesce(sum(c.total_paise), 0)::bigint from invoices c where c.corrects_invoice_id = i.id) as credited
        from invoices i where i.id = ${options.invoiceId}`);
      const totals = credited.rows[0];
      if (totals && totals.credited > totals.invoiced) {
        throw new AppError(
          'conflict',
          `${INVOICE_MESSAGES.creditTooLarge} ${invoice.number} (${formatPaise(totals.invoiced)}): credited ${formatPaise(totals.credited)} with this one`,
        );
      }
      return written.id;
    },
  });
}
