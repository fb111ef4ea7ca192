import { DISPUTE_REASON_LABELS, type DisputeReason, type ReceiptLine } from '@kadai/contract';
import type { NewStaffSave } from '../../../../lib/staff-outbox.ts';
import { productLabel } from '../../stock-labels.ts';
import { type ReceiptTyped, receiptDiffers, receivedQuantity } from './receipt-lines.ts';

type Line = Pick<
  ReceiptLine,
  'lineId' | 'quantitySent' | 'productName' | 'variantName' | 'unit' | 'dispatchLabel'
>;

/** What was typed, as it can be kept on the phone and put back into the form. */
export type ReceiptTypedValues = {
  received: [number, number | null][];
  reasons: [number, DisputeReason][];
};

export const RECEIPT_CONFLICT_MESSAGE =
  'Someone else received this stock first. What you typed is listed here; check it against the Dispute Report.';

export function receiptTypedValues(typed: ReceiptTyped): ReceiptTypedValues {
  return { received: [...typed.received], reasons: [...typed.reasons] };
}

export function receiptTypedFrom(values: ReceiptTypedValues): ReceiptTyped {
  return { received: new Map(values.received), reasons: new Map(values.reasons) };
}

/**
 * The words a receipt kept offline goes by in the waiting list: "Stock received — Dispatch 12 to
 * Adyar", and a line per product with what was typed (kept in view if the shop refuses it).
 */
export function describeKeptReceipt(options: {
  lines: readonly Line[];
  typed: ReceiptTyped;
  outletName: string;
}): Pick<NewStaffSave, 'label' | 'typed'> {
  const dispatches = [...new Set(options.lines.map((line) => line.dispatchLabel))];
  return {
    label: `Stock received — ${dispatches.join(', ')} to ${options.outletName}`,
    typed: options.lines.map((line) => {
      const quantity = receivedQuantity(line, options.typed) ?? 0;
      const reason = options.typed.reasons.get(line.lineId);
      const why = receiptDiffers(line, options.typed) && reason ? ` (${DISPUTE_REASON_LABELS[reason]})` : '';
      return `${productLabel(line)}: ${quantity} ${line.unit} received of ${line.quantitySent} sent${why}`;
    }),
  };
}
