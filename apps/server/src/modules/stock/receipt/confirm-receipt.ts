import {
  type ConfirmReceiptRequest,
  type ConfirmReceiptResponse,
  confirmReceiptResponseSchema,
  type DisputeReason,
  receiptReasonMessage,
  type SignedUser,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { disputes } from '../../../db/schema/index.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import {
  batchRequestKey,
  recalledAnswer,
  rememberAnswer,
  runIdempotentBatch,
} from '../../../lib/idempotent-batch.ts';
import { assertOutletAccess } from '../../auth/team-scope.ts';
import { postStockMoves } from '../ledger/post-stock-moves.ts';
import { outletPlace } from '../ledger/stock-places.ts';

type LockedLine = {
  id: number;
  dispatch_id: number;
  product_id: string;
  name: string;
  variant_name: string;
  quantity_sent: number;
  quantity_received: number | null;
  received_by_name: string | null;
  outlet_id: string;
  trip_place: number;
};

const RECEIPT_SCOPE = 'stock-receipt';

const thousandths = (quantity: number) => Math.round(quantity * 1000);

/** Marks dispatches whose every line is received, then trips whose every dispatch is. */
async function closeFinished(tx: Tx, dispatchIds: readonly number[]): Promise<void> {
  await tx.execute(sql`
    update dispatches d set state = 'received'
    where d.id in (select unnest(${`{${dispatchIds.join(',')}}`}::int[])) and d.state = 'dispatched'
      and not exists (select 1 from dispatch_lines l where l.dispatch_id = d.id and l.quantity_received is null)`);
  await tx.execute(sql`
    update trips t set state = 'arrived', arrived_at = now()
    where t.state = 'in-transit'
      and t.id in (select trip_id from dispatches where id in (select unnest(${`{${dispatchIds.join(',')}}`}::int[])))
      and not exists (select 1 from dispatches d where d.trip_id = t.id and d.state <> 'received')`);
}

/**
 * POST /api/stock/receipts: Stock Received's Confirm. In one transaction each line's received
 * quantity moves from its trip (in transit) into the outlet, the receiver being the signed-in
 * person. A line received before (a retry, a second device) is left as it was and reported, so
 * nothing is received twice: the lines are locked first, and the second confirm waits and then
 * sees them received. A quantity that differs from what was sent opens a dispute with its reason;
 * what did not arrive stays in transit until the dispute is settled.
 *
 * With an Idempotency-Key (a phone resending what it kept while offline, whose first answer was
 * lost) the resend gets the first answer back: it must not read as "someone else received these".
 */
export async function confirmReceipt(
  db: Database,
  options: {
    request: ConfirmReceiptRequest;
    user: SignedUser;
    idempotencyKey?: string | undefined;
    now?: Date;
  },
): Promise<ConfirmReceiptResponse> {
  assertOutletAccess(options.user, options.request.outletId);
  const key = batchRequestKey({ header: options.idempotencyKey, userId: options.user.id });
  return db.transaction(async (tx) => {
    const { result } = await runIdempotentBatch(tx, {
      scope: RECEIPT_SCOPE,
      key,
      body: options.request,
      replay: async () =>
        confirmReceiptResponseSchema.parse(await recalledAnswer(tx, { scope: RECEIPT_SCOPE, key })),
      write: async () => {
        const answer = await receiveLines(tx, options);
        await rememberAnswer(tx, { scope: RECEIPT_SCOPE, key, answer });
        return answer;
      },
    });
    return result;
  });
}

async function receiveLines(
  tx: Tx,
  options: { request: ConfirmReceiptRequest; user: SignedUser; now?: Date | undefined },
): Promise<ConfirmReceiptResponse> {
  const { outletId } = options.request;
  const ids = options.request.lines.map((line) => line.lineId);
  const locked = await tx.execute<LockedLine>(sql`
    select l.id, l.dispatch_id, l.product_id, p.name, p.variant_name, l.quantity_sent, l.quantity_received,
      l.received_by_name, d.outlet_id, sp.id as trip_place
    from dispatch_lines l
    join dispatches d on d.id = l.dispatch_id
    join products p on p.id = l.product_id
    join stock_places sp on sp.trip_id = d.trip_id
    where l.id in (select unnest(${`{${ids.join(',')}}`}::int[]))
    order by l.id
    for update of l`);
  const byId = new Map(locked.rows.map((row) => [row.id, row]));

  const errors: FieldError[] = [];
  const seen = new Set<number>();
  options.request.lines.forEach((line, i) => {
    const row = byId.get(line.lineId);
    if (!row || row.outlet_id !== outletId) {
      errors.push({ path: `lines.${i}.lineId`, message: 'This line is not on its way to this outlet' });
    } else if (seen.has(line.lineId)) {
      errors.push({ path: `lines.${i}.lineId`, message: 'This line is listed twice' });
    } else if (
      row.quantity_received === null &&
      thousandths(line.quantityReceived) !== thousandths(Number(row.quantity_sent)) &&
      !line.reason
    ) {
      errors.push({
        path: `lines.${i}.reason`,
        message: receiptReasonMessage(
          `${row.name} ${row.variant_name}`,
          line.quantityReceived,
          Number(row.quantity_sent),
        ),
      });
    }
    seen.add(line.lineId);
  });
  if (errors.length > 0) throw AppError.validation(errors);

  const outlet = await outletPlace(tx, outletId);
  const alreadyReceived: ConfirmReceiptResponse['alreadyReceived'] = [];
  const moves: Parameters<typeof postStockMoves>[1][number][] = [];
  const opened: { lineId: number; reason: DisputeReason; sent: number; received: number }[] = [];
  const receivedLines: { id: number; quantity: number }[] = [];
  for (const line of options.request.lines) {
    const row = byId.get(line.lineId) as LockedLine;
    if (row.quantity_received !== null) {
      alreadyReceived.push({ lineId: row.id, receivedBy: row.received_by_name ?? '' });
      continue;
    }
    const sent = Number(row.quantity_sent);
    const arrived = Math.min(thousandths(line.quantityReceived), thousandths(sent)) / 1000;
    if (arrived > 0) {
      moves.push({
        productId: row.product_id,
        quantity: arrived,
        from: row.trip_place,
        to: outlet,
        reason: 'received',
        dispatchLineId: row.id,
      });
    }
    if (thousandths(line.quantityReceived) !== thousandths(sent)) {
      opened.push({
        lineId: row.id,
        reason: line.reason ?? (line.quantityReceived < sent ? 'short' : 'excess'),
        sent,
        received: line.quantityReceived,
      });
    }
    receivedLines.push({ id: row.id, quantity: line.quantityReceived });
  }

  if (receivedLines.length > 0) {
    await tx.execute(sql`
      update dispatch_lines l set quantity_received = r.quantity, received_at = now(),
        received_by_user_id = ${options.user.id}, received_by_name = ${options.user.displayName}
      from jsonb_to_recordset(${JSON.stringify(receivedLines)}::jsonb) as r(id integer, quantity numeric)
      where l.id = r.id and l.quantity_received is null`);
    await postStockMoves(tx, moves, { user: options.user, now: options.now });
    if (opened.length > 0) {
      await tx.insert(disputes).values(
        opened.map((dispute) => ({
          dispatchLineId: dispute.lineId,
          reason: dispute.reason,
          quantitySent: dispute.sent,
          quantityReceived: dispute.received,
          openedByUserId: options.user.id,
          openedByName: options.user.displayName,
        })),
      );
    }
    await closeFinished(tx, [...new Set(locked.rows.map((row) => row.dispatch_id))]);
  }
  return { received: receivedLines.length, disputes: opened.length, alreadyReceived };
}
