import type { ConfirmReceiptResponse, DisputeReason, ReceiptUpsertRow, SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { confirmReceipt } from './confirm-receipt.ts';

/** confirmReceipt's field paths (lines.3.quantityReceived) in the older client's (3.quantity_received). */
function olderPath(path: string): string {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return path;
  const field = match[2] === 'lineId' ? 'id' : 'quantity_received';
  return `${match[1]}.${field}`;
}

/**
 * The older client's receipt (PUT product-movement/bulk/upsert): the rows name the lines
 * store-dispatches listed, for one outlet. It is Stock Received's Confirm, the same transaction
 * and the same once-only rule; the older client gives no reason for a difference, so less than
 * sent opens a dispute as short and more as excess, for the warehouse to settle.
 */
export async function receiveMovements(
  db: Database,
  options: { rows: readonly ReceiptUpsertRow[]; user: SignedUser },
): Promise<ConfirmReceiptResponse> {
  const outletId = options.rows[0]?.receiver_outlet_id ?? '';
  const lines = await db.execute<{ id: number; product_id: string; quantity_sent: string }>(sql`
    select id, product_id, quantity_sent::text from dispatch_lines
    where id in (select unnest(${`{${options.rows.map((row) => row.id).join(',')}}`}::int[]))`);
  const byId = new Map(lines.rows.map((line) => [line.id, line]));
  const errors: FieldError[] = [];
  options.rows.forEach((row, i) => {
    const line = byId.get(row.id);
    if (row.receiver_outlet_id !== outletId) {
      errors.push({
        path: `${i}.receiver_outlet_id`,
        message: `receiver_outlet_id: one outlet per confirm (the first row's is "${outletId}")`,
      });
    } else if (line && line.product_id !== row.product_id) {
      errors.push({
        path: `${i}.product_id`,
        message: `product_id: line ${row.id} carries "${line.product_id}", not "${row.product_id}"`,
      });
    }
  });
  if (errors.length > 0) throw AppError.validation(errors);
  const reasonOf = (row: ReceiptUpsertRow): DisputeReason | null => {
    const sent = byId.get(row.id)?.quantity_sent;
    if (sent === undefined) return null;
    const difference = Math.round(row.quantity_received * 1000) - Math.round(Number(sent) * 1000);
    return difference < 0 ? 'short' : difference > 0 ? 'excess' : null;
  };
  try {
    return await confirmReceipt(db, {
      request: {
        outletId,
        lines: options.rows.map((row) => ({
          lineId: row.id,
          quantityReceived: row.quantity_received,
          reason: reasonOf(row),
        })),
      },
      user: options.user,
    });
  } catch (error) {
    if (error instanceof AppError && error.fields.length > 0) {
      const fields = error.fields.map((field) => ({ ...field, path: olderPath(field.path) }));
      throw new AppError(error.code, error.message, fields);
    }
    throw error;
  }
}
