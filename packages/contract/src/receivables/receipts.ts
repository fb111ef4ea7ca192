import { z } from 'zod';
import { MANUAL_PAYMENT_METHODS, METHODS_NEEDING_REFERENCE } from '../order-admin.ts';

/** Money a customer paid, recorded by hand (a paid order records its own receipt). */

const businessDate = (field: string) => z.iso.date({ error: `${field}: a date as YYYY-MM-DD` });

export const RECEIPT_MESSAGES = {
  method: `Method: choose ${MANUAL_PAYMENT_METHODS.join(', ')}`,
  reference: 'Reference: please give the transaction id (UPI) or UTR (bank transfer)',
  amount: 'Amount: the paise received, a whole number more than 0',
} as const;

/** A payment finance records by hand, as the manual payment confirmation does for an order. */
export const recordReceiptRequestSchema = z
  .strictObject({
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: RECEIPT_MESSAGES.method }),
    reference: z
      .string({ error: RECEIPT_MESSAGES.reference })
      .trim()
      .max(100, { error: 'Reference: at most 100 characters' })
      .default(''),
    amountPaise: z
      .number({ error: RECEIPT_MESSAGES.amount })
      .int({ error: RECEIPT_MESSAGES.amount })
      .min(1, { error: RECEIPT_MESSAGES.amount })
      .max(Number.MAX_SAFE_INTEGER, { error: RECEIPT_MESSAGES.amount }),
    /** The business day the money came; today (Asia/Kolkata) when left out. */
    date: businessDate('Date').optional(),
    note: z
      .string({ error: 'Note: text' })
      .trim()
      .max(500, { error: 'Note: at most 500 characters' })
      .default(''),
  })
  .superRefine((receipt, ctx) => {
    if (METHODS_NEEDING_REFERENCE.includes(receipt.method) && receipt.reference === '') {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: RECEIPT_MESSAGES.reference });
    }
  });
export type RecordReceiptRequest = z.input<typeof recordReceiptRequestSchema>;
export type RecordReceipt = z.output<typeof recordReceiptRequestSchema>;
