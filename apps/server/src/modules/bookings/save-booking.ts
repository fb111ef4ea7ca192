import {
  acknowledgementId,
  BOOKING_FORM_MESSAGES,
  type Booking,
  type BookingKind,
  type BookingLine,
  businessClock,
  businessDay,
  formatPack,
  type SaveBooking,
  type SaveBookingRequest,
  type SignedUser,
  STOCK_FORM_EXCLUDED_STORE_IDS,
  saveBookingRequestSchema,
  wastageReasonMessage,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import {
  batchRequestKey,
  recalledResult,
  rememberResult,
  runIdempotentBatch,
} from '../../lib/idempotent-batch.ts';
import { assertStoreAccess } from '../auth/team-scope.ts';
import { getBooking, getBookingAsSaved } from './get-booking.ts';

type VegetableItem = { id: number; name: string; pu: string; u: string };

/**
 * The store, checked for existence and for the form it is booked on (ordering.md §9: no stock form
 * for T. Nagar).
 */
async function checkStore(tx: Tx, kind: BookingKind, storeId: string): Promise<void> {
  const result = await tx.execute<{ name: string }>(sql`select name from stores where id = ${storeId}`);
  const store = result.rows[0];
  if (!store) throw AppError.validation([{ path: 'storeId', message: `Store: no store "${storeId}"` }]);
  if (kind === 'stock' && STOCK_FORM_EXCLUDED_STORE_IDS.includes(storeId)) {
    throw AppError.validation([
      { path: 'storeId', message: `Store: ${store.name} does not book vegetable stock` },
    ]);
  }
}

/**
 * The lines as they will be stored: zero lines dropped (nothing booked), every item a vegetable of
 * the catalogue (an item of a 'veg' subcategory, hidden ones too: a booking opened before an item
 * was hidden still saves), each once, and for wastage a reason wherever something was wasted.
 */
async function checkLines(tx: Tx, kind: BookingKind, input: SaveBooking['lines']): Promise<BookingLine[]> {
  const booked = input
    .map((line, index) => ({ ...line, index }))
    .filter((line) => line.quantity > 0 || (line.w ?? 0) > 0);
  const ids = [...new Set(booked.map((line) => line.itemId))];
  const found = ids.length
    ? await tx.execute<VegetableItem>(sql`
        select i.id, i.name, i.pu::text as pu, i.u from items i
        join subcategories s on s.id = i.subcategory_id
        where s.column = 'veg' and i.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`)
    : { rows: [] as VegetableItem[] };
  const items = new Map(found.rows.map((item) => [item.id, item]));
  const problems: FieldError[] = [];
  const seen = new Set<number>();
  const lines: BookingLine[] = [];
  for (const line of booked) {
    const at = `lines.${line.index}`;
    const item = items.get(line.itemId);
    if (!item) {
      problems.push({
        path: `${at}.itemId`,
        message: `Item ${line.itemId}: not a vegetable of the catalogue`,
      });
      continue;
    }
    if (seen.has(item.id)) {
      problems.push({ path: `${at}.itemId`, message: `${item.name}: listed twice` });
      continue;
    }
    seen.add(item.id);
    if (kind === 'stock' && (line.w !== undefined || line.reason !== undefined)) {
      problems.push({ path: `${at}.w`, message: `${item.name}: W and a reason are for wastage only` });
      continue;
    }
    if (kind === 'wastage' && !line.reason) {
      problems.push({ path: `${at}.reason`, message: wastageReasonMessage(item.name) });
      continue;
    }
    lines.push({
      itemId: item.id,
      name: item.name,
      pack: formatPack({ pu: Number(item.pu), u: item.u }),
      quantity: line.quantity,
      w: kind === 'wastage' ? (line.w ?? 0) : null,
      reason: kind === 'wastage' ? (line.reason ?? null) : null,
    });
  }
  if (problems.length) throw AppError.validation(problems);
  return lines;
}

type Existing = { id: number; revision: number; updated_by: string; updated_at: Date };

/** Whether the booking's latest save is this very request by this user, one revision on. */
async function isSameSave(
  tx: Tx,
  existing: Existing,
  save: {
    request: { baseRevision: number | null; sentBy: string; others: string };
    lines: BookingLine[];
    userId: number;
  },
): Promise<boolean> {
  if (existing.revision !== (save.request.baseRevision ?? 0) + 1) return false;
  const result = await tx.execute<{ same: boolean }>(sql`
    select (sent_by = ${save.request.sentBy} and others = ${save.request.others}
      and saved_by_user_id = ${save.userId} and lines = ${JSON.stringify(save.lines)}::jsonb) as same
    from store_booking_revisions where booking_id = ${existing.id} and revision = ${existing.revision}`);
  return result.rows[0]?.same === true;
}

/** Someone saved the day's booking since this form opened it: say who and when, overwrite nothing. */
function staleSave(kind: BookingKind, storeId: string, date: string, existing: Existing): AppError {
  const ack = acknowledgementId({ kind, storeId, date, revision: existing.revision });
  return new AppError(
    'conflict',
    `This day's ${kind} booking was saved by ${existing.updated_by} at ${businessClock(existing.updated_at)} (${ack}) after you opened it: your changes are not saved. Reload to see it, then book again.`,
  );
}

/**
 * Books a store's vegetable stock or wastage for a business day, or edits that day's booking: one
 * per store, kind and day (the unique key holds it even when two phones save at once). Every save
 * raises the revision, keeps a copy in store_booking_revisions, and is all or nothing.
 *
 * Wastage is kept by item and reason here, not as stock-ledger moves: the ledger counts the
 * production teams' products, and the stores' vegetables are catalogue items it does not hold
 * (decision 016).
 */
export async function saveBooking(
  db: Database,
  options: {
    kind: BookingKind;
    user: SignedUser;
    request: SaveBookingRequest;
    idempotencyKey?: string | undefined;
    now?: Date;
  },
): Promise<Booking> {
  const request = saveBookingRequestSchema.parse(options.request);
  const { kind, user } = options;
  assertStoreAccess(user, request.storeId);
  const today = businessDay(options.now);
  if (request.date > today) {
    throw AppError.validation([{ path: 'date', message: `Date: not after today (${today})` }]);
  }
  const scope = `booking:${kind}`;
  const key = batchRequestKey({ header: options.idempotencyKey, userId: user.id });
  return db.transaction(async (tx) => {
    const { result } = await runIdempotentBatch(tx, {
      scope,
      key,
      body: request,
      write: async () => {
        const booking = await writeBooking(tx, { kind, user, request });
        await rememberResult(tx, { scope, key, ref: booking.revision });
        return booking;
      },
      // A phone that saved offline may send again after a colleague's later save: it is answered with
      // the booking as its own save left it, not refused as stale.
      replay: async () => {
        const revision = await recalledResult(tx, { scope, key });
        const booking =
          revision === null
            ? null
            : await getBookingAsSaved(tx, { kind, storeId: request.storeId, date: request.date, revision });
        if (!booking) throw new Error('the booking a replayed save made is not found');
        return booking;
      },
    });
    return result;
  });
}

async function writeBooking(
  tx: Tx,
  options: { kind: BookingKind; user: SignedUser; request: SaveBooking },
): Promise<Booking> {
  const { kind, user, request } = options;
  await checkStore(tx, kind, request.storeId);
  const lines = await checkLines(tx, kind, request.lines);
  if (lines.length === 0 && request.others === '') {
    throw AppError.validation([{ path: 'lines', message: BOOKING_FORM_MESSAGES.empty }]);
  }
  const key = sql`b.store_id = ${request.storeId} and b.kind = ${kind} and b.business_date = ${request.date}::date`;
  // A new day's booking: claimed by the unique key, so of two first saves at once one wins and the
  // other is told, as a stale edit is.
  const inserted = await tx.execute<{ id: number }>(sql`
      insert into store_bookings (kind, store_id, business_date, sent_by, others, revision,
        created_by_user_id, updated_by_user_id)
      select ${kind}, ${request.storeId}, ${request.date}::date, ${request.sentBy}, ${request.others}, 1,
        ${user.id}, ${user.id}
      where ${request.baseRevision}::int is null
      on conflict (store_id, kind, business_date) do nothing
      returning id`);
  let bookingId = inserted.rows[0]?.id;
  let revision = 1;
  if (bookingId === undefined) {
    const found = await tx.execute<Existing>(sql`
        select b.id, b.revision, u.display_name as updated_by, b.updated_at
        from store_bookings b join users u on u.id = b.updated_by_user_id
        where ${key} for update of b`);
    const existing = found.rows[0];
    if (!existing)
      throw AppError.notFound(`No ${kind} booking of ${request.storeId} on ${request.date} to edit`);
    if (existing.revision !== request.baseRevision) {
      // A retry of a save that went through (the answer was lost on a phone's network) is not a
      // conflict: the same person saved exactly this as the next revision.
      if (await isSameSave(tx, existing, { request, lines, userId: user.id })) {
        const booking = await getBooking(tx, { kind, storeId: request.storeId, date: request.date });
        if (booking) return booking;
      }
      throw staleSave(kind, request.storeId, request.date, existing);
    }
    bookingId = existing.id;
    revision = existing.revision + 1;
    await tx.execute(sql`
        update store_bookings set sent_by = ${request.sentBy}, others = ${request.others},
          revision = ${revision}, updated_by_user_id = ${user.id}, updated_at = now()
        where id = ${bookingId}`);
    await tx.execute(sql`delete from store_booking_lines where booking_id = ${bookingId}`);
  }
  if (lines.length) {
    await tx.execute(sql`
        insert into store_booking_lines (booking_id, item_id, name, pack, quantity, w, reason)
        select ${bookingId}, l."itemId", l.name, l.pack, l.quantity, l.w, l.reason
        from json_to_recordset(${JSON.stringify(lines)}::json)
          as l("itemId" int, name text, pack text, quantity numeric, w numeric, reason text)`);
  }
  await tx.execute(sql`
      insert into store_booking_revisions (booking_id, revision, sent_by, others, lines, saved_by_user_id, saved_by)
      values (${bookingId}, ${revision}, ${request.sentBy}, ${request.others}, ${JSON.stringify(lines)}::jsonb,
        ${user.id}, ${user.displayName})`);
  const booking = await getBooking(tx, { kind, storeId: request.storeId, date: request.date });
  if (!booking) throw new Error('the booking just saved is not found');
  return booking;
}
