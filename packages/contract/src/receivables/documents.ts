import { z } from 'zod';
import { mailStatusSchema } from '../notifications.ts';
import { smsDeliveryStatusSchema, smsEncodingSchema } from '../sms-text.ts';
import { invoiceSchema } from './invoices.ts';
import { ledgerEntrySchema } from './ledger.ts';

/**
 * What finance sends a customer: an invoice, the invoices still open
 * (the "outstanding" document the older client asks for), or a statement of a period; by e-mail
 * (the PDF attached) or by SMS (a short text with a signed link to a read-only page).
 */

export const RECEIVABLE_DOCUMENTS = ['invoice', 'outstanding', 'statement'] as const;
export type ReceivableDocument = (typeof RECEIVABLE_DOCUMENTS)[number];

export const SEND_CHANNELS = ['email', 'sms'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

export const SEND_MESSAGES = {
  channel: 'Channel: email or sms',
  noEmail: 'E-mail: the customer has no e-mail address',
  noMobile: 'Mobile: the customer has no mobile number',
  invoiceOfAnother: 'Invoice: this invoice is not the customer’s',
  noSmsTemplate: 'SMS: no SMS template is set up for invoices (SMS_TEMPLATE_INVOICE)',
  authorizationHeader:
    'Sending by GET needs the Authorization header (the token from sign-in); a cookie alone is not enough',
} as const;

/** POST /api/receivables/customers/:customerId/send: the outstanding document, or one invoice. */
export const sendDocumentRequestSchema = z.strictObject({
  channel: z.enum(SEND_CHANNELS, { error: SEND_MESSAGES.channel }),
  invoiceId: z
    .number({ error: 'Invoice: an invoice id' })
    .int({ error: 'Invoice: an invoice id' })
    .min(1, { error: 'Invoice: an invoice id' })
    .max(2_147_483_647, { error: 'Invoice: an invoice id' })
    .optional(),
});
export type SendDocumentRequest = z.infer<typeof sendDocumentRequestSchema>;

/** One send, with its state read from the outbox row that carries it. */
export const customerSendSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  invoiceId: z.number().nullable(),
  invoiceNumber: z.string().nullable(),
  document: z.enum(RECEIVABLE_DOCUMENTS),
  channel: z.enum(SEND_CHANNELS),
  /** The address or the ten-digit mobile it went to. */
  to: z.string(),
  status: mailStatusSchema,
  /** Why it failed (the last attempt's error), when it did. */
  error: z.string().nullable(),
  attempts: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** An SMS: what it costs (parts, GSM or Unicode) and its delivery report; null for an e-mail. */
  parts: z.number().nullable(),
  encoding: smsEncodingSchema.nullable(),
  deliveryStatus: smsDeliveryStatusSchema.nullable(),
  deliveryReason: z.string().nullable(),
});
export type CustomerSend = z.infer<typeof customerSendSchema>;
export const customerSendsSchema = z.array(customerSendSchema);

const documentCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  gstin: z.string().nullable(),
  stateCode: z.string(),
});

/**
 * One entry still owed after every credit has paid the oldest first (the same FIFO as the
 * receivables list): an invoice, an opening balance owed, or a card payment taken back (reversed
 * by the gateway, refunded by finance) that is owed again.
 */
export const outstandingItemSchema = z.object({
  entryId: z.number(),
  kind: z.enum(['invoice', 'opening', 'reversal', 'refund']),
  invoiceId: z.number().nullable(),
  number: z.string().nullable(),
  date: z.string(),
  /** What the entry was for. */
  amountPaise: z.number(),
  /** What of it is still owed. */
  outstandingPaise: z.number(),
  /** Days from its date to the as-of day. */
  ageDays: z.number(),
});
export type OutstandingItem = z.infer<typeof outstandingItemSchema>;

export const outstandingDocumentSchema = z.object({
  customer: documentCustomerSchema,
  asOf: z.string(),
  items: z.array(outstandingItemSchema),
  /** Σ outstanding: the receivables list's sale balance. */
  totalOutstandingPaise: z.number(),
  /** Σ credits − Σ debits (negative when owed), as in the list. */
  balancePaise: z.number(),
  amountInWords: z.string(),
});
export type OutstandingDocument = z.infer<typeof outstandingDocumentSchema>;

export const periodStatementEntrySchema = ledgerEntrySchema.extend({
  /** The balance after this entry (Σ credits − Σ debits so far). */
  balanceAfterPaise: z.number(),
  /** The invoice or credit note the entry is, with its lines. */
  invoice: invoiceSchema.nullable(),
});
export type PeriodStatementEntry = z.infer<typeof periodStatementEntrySchema>;

export const periodStatementSchema = z.object({
  customer: documentCustomerSchema,
  start: z.string(),
  end: z.string(),
  /** Σ effects of the entries dated before start. */
  openingBalancePaise: z.number(),
  entries: z.array(periodStatementEntrySchema),
  /** opening + Σ effects of the entries in the period. */
  closingBalancePaise: z.number(),
  /** The closing amount owed (or in credit) in words. */
  amountInWords: z.string(),
});
export type PeriodStatement = z.infer<typeof periodStatementSchema>;

const businessDate = (field: string) => z.iso.date({ error: `${field}: a date as YYYY-MM-DD` });

/** The older client's POST /api/{provider}/receivable/{id}: empty, or a period (both days included). */
export const receivableDocumentRequestSchema = z
  .strictObject({ start: businessDate('start'), end: businessDate('end') })
  .refine((period) => period.start <= period.end, {
    path: ['end'],
    error: 'end: must not be before start',
  })
  .nullish();
export type ReceivableDocumentRequest = z.infer<typeof receivableDocumentRequestSchema>;

/** What a signed link opens (GET /api/public/invoices/:token). */
export const publicInvoiceDocumentSchema = z.discriminatedUnion('document', [
  z.object({ document: z.literal('invoice'), expiresAt: z.string(), invoice: invoiceSchema }),
  z.object({
    document: z.literal('outstanding'),
    expiresAt: z.string(),
    outstanding: outstandingDocumentSchema,
  }),
]);
export type PublicInvoiceDocument = z.infer<typeof publicInvoiceDocumentSchema>;

/** A balance as a customer reads it: what they owe, or what they have in credit. */
export function describeBalance(balancePaise: number, format: (paise: number) => string): string {
  if (balancePaise < 0) return `${format(-balancePaise)} due`;
  if (balancePaise > 0) return `${format(balancePaise)} in credit`;
  return format(0);
}
