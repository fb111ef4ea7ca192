import { amountInWordsIndian, type Invoice } from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { customers, invoiceLines, invoices } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

export const INVOICE_NOT_FOUND = 'No such invoice';

const corrected = alias(invoices, 'corrected');

/** An issued invoice or credit note as printed: lines, column totals and the total in words. */
export async function getInvoice(db: DbOrTx, invoiceId: number): Promise<Invoice> {
  const [row] = await db
    .select({
      invoice: invoices,
      customer: { id: customers.id, name: customers.name, gstin: customers.gstin },
      correctedNumber: corrected.number,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsInvoiceId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw AppError.notFound(INVOICE_NOT_FOUND);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNo));
  const { invoice } = row;
  const totals = {
    basePaise: invoice.basePaise,
    taxPaise: invoice.taxPaise,
    cgstPaise: invoice.cgstPaise,
    sgstPaise: invoice.sgstPaise,
    igstPaise: invoice.igstPaise,
    taxedPaise: invoice.taxedPaise,
    transportPaise: invoice.transportPaise,
    totalPaise: invoice.totalPaise,
  };
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    financialYear: invoice.financialYear,
    // The place of supply as issued, not as the customer's details say today.
    customer: { ...row.customer, stateCode: invoice.stateCode },
    corrects:
      invoice.correctsInvoiceId !== null && row.correctedNumber !== null
        ? { id: invoice.correctsInvoiceId, number: row.correctedNumber }
        : null,
    issueDate: invoice.issueDate,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    intraState: invoice.intraState,
    note: invoice.note,
    lines: lines.map(({ invoiceId: _invoiceId, ...line }) => line),
    totals,
    amountInWords: amountInWordsIndian(invoice.totalPaise),
    createdBy: invoice.createdBy,
    createdAt: invoice.createdAt.toISOString(),
  };
}
