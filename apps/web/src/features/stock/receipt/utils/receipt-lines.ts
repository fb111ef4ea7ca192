import { type DisputeReason, type ReceiptLine, receiptReasonMessage } from '@kadai/contract';
import { productLabel, thousandths } from '../../stock-labels.ts';

/** What was typed on Stock Received: the count of each line touched, and why it differs. */
export interface ReceiptTyped {
  received: ReadonlyMap<number, number | null>;
  reasons: ReadonlyMap<number, DisputeReason>;
}

type Line = Pick<ReceiptLine, 'lineId' | 'quantitySent' | 'productName' | 'variantName'>;

/** A line's count: what was typed, else all that was sent (a line not touched is received in full). */
export function receivedQuantity(line: Line, typed: ReceiptTyped): number | null {
  const quantity = typed.received.get(line.lineId);
  return quantity === undefined ? line.quantitySent : quantity;
}

/** Whether a line's count differs from what was sent, to the gram: a difference needs a reason. */
export function receiptDiffers(line: Line, typed: ReceiptTyped): boolean {
  const quantity = receivedQuantity(line, typed);
  return quantity !== null && thousandths(quantity) !== thousandths(line.quantitySent);
}

/** The same checks as the server's, before asking: every quantity given, a reason for each difference. */
export function checkReceipt(lines: readonly Line[], typed: ReceiptTyped): Map<number, string> {
  const errors = new Map<number, string>();
  for (const line of lines) {
    const quantity = receivedQuantity(line, typed);
    if (quantity === null) errors.set(line.lineId, 'Actual Received: a number');
    else if (receiptDiffers(line, typed) && !typed.reasons.get(line.lineId)) {
      errors.set(line.lineId, receiptReasonMessage(productLabel(line), quantity, line.quantitySent));
    }
  }
  return errors;
}

/** What Confirm sends of each line: its count, and its reason only when it differs. */
export function receiptRequestLines(lines: readonly Line[], typed: ReceiptTyped) {
  return lines.map((line) => ({
    lineId: line.lineId,
    quantityReceived: receivedQuantity(line, typed) ?? 0,
    reason: receiptDiffers(line, typed) ? (typed.reasons.get(line.lineId) ?? null) : null,
  }));
}
