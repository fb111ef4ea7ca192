import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import {
  categories,
  importSources,
  items,
  orderEvents,
  orderLines,
  orders,
  storeBookingLines,
  storeBookingRevisions,
  storeBookings,
  stores,
  subcategories,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import { type ImportPlan, type ItemRef, type PlannedBooking, planImport } from './plan-import.ts';
import type { OlderExport, RecordProblem } from './read-older-export.ts';

// Two imports at once would both see "not imported yet": the second waits for the first's commit.
const IMPORT_LOCK_KEY = 0x6f_6c_64_69; // "oldi"

/** Who the imported bookings are by: the older store had no accounts, the people are in "sent by". */
const IMPORTER = { username: 'older-store', displayName: 'Older store (imported)' } as const;

type SourceRow = typeof importSources.$inferInsert;

/**
 * Loads the older export, all or nothing, in one transaction: planned again under a lock (what a
 * dry run saw may have changed), and nothing is written when any record has a problem. Documents a
 * previous import loaded are skipped, so a second run creates nothing and changes nothing.
 */
export async function applyImport(
  db: Database,
  options: { data: OlderExport; problems?: RecordProblem[] },
): Promise<{ plan: ImportPlan; loaded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const plan = await planImport(tx, options);
    if (plan.problems.length > 0) return { plan, loaded: false };
    await writePlan(tx, plan);
    return { plan, loaded: true };
  });
}

async function writePlan(tx: Tx, plan: ImportPlan): Promise<void> {
  const sources: SourceRow[] = [];
  await insertInChunks(plan.categories, (chunk) => tx.insert(categories).values(chunk.map((c) => c.values)));
  sources.push(...plan.categories.map((c) => source('category', c.sourceId, c.values.id)));
  await insertInChunks(plan.subcategories, (chunk) =>
    tx.insert(subcategories).values(chunk.map((c) => c.values)),
  );
  sources.push(...plan.subcategories.map((c) => source('subcategory', c.sourceId, c.values.id)));
  await insertInChunks(plan.stores, (chunk) => tx.insert(stores).values(chunk.map((c) => c.values)));
  sources.push(...plan.stores.map((c) => source('stores', c.sourceId, c.values.id)));

  // One at a time, so each older id is paired with its new serial id beyond doubt.
  const itemIds = new Map<string, number>();
  for (const item of plan.items) {
    const [row] = await tx.insert(items).values(item.values).returning({ id: items.id });
    if (!row) throw new Error('unreachable: an insert returns its row');
    itemIds.set(`${item.collection}/${item.sourceId}`, row.id);
    sources.push(source(item.collection, item.sourceId, String(row.id)));
  }
  const itemId = (ref: ItemRef): number => {
    if ('existingId' in ref) return ref.existingId;
    const id = itemIds.get(`${ref.collection}/${ref.sourceId}`);
    if (id === undefined) throw new Error(`unreachable: item ${ref.collection}/${ref.sourceId} was planned`);
    return id;
  };

  await writeOrders(tx, { plan, itemId, sources });
  if (plan.bookings.length > 0) {
    const importerId = await importerUserId(tx, sources);
    for (const booking of plan.bookings) await writeBooking(tx, { booking, importerId, itemId, sources });
  }
  await insertInChunks(sources, (chunk) => tx.insert(importSources).values(chunk));
}

function source(collection: string, sourceId: string, targetId: string): SourceRow {
  return { collection, sourceId, targetId };
}

async function writeOrders(
  tx: Tx,
  options: { plan: ImportPlan; itemId: (ref: ItemRef) => number; sources: SourceRow[] },
): Promise<void> {
  const { plan, itemId, sources } = options;
  if (plan.orders.length === 0) return;
  await insertInChunks(plan.orders, (chunk) =>
    tx.insert(orders).values(
      chunk.map((o) => ({
        ...o.values,
        // Receipt links of the older store do not carry over: a new secret, as for a new order.
        receiptKey: randomBytes(18).toString('base64url'),
      })),
    ),
  );
  const lines = plan.orders.flatMap((o) =>
    o.lines.map((line, index) => ({
      orderId: o.values.id,
      lineNo: index + 1,
      itemId: itemId(line.item),
      name: line.name,
      pack: line.pack,
      mrpPaise: line.mrpPaise,
      quantity: line.quantity,
      dislike: line.dislike,
      userFeedback: line.userFeedback,
    })),
  );
  await insertInChunks(lines, (chunk) => tx.insert(orderLines).values(chunk));
  // The order's history starts with the status it had in the older store, at the time it was placed.
  await insertInChunks(plan.orders, (chunk) =>
    tx.insert(orderEvents).values(
      chunk.map((o) => ({
        orderId: o.values.id,
        field: 'status' as const,
        toValue: o.values.status,
        changedBy: IMPORTER.displayName,
        changedAt: o.values.createdAt,
      })),
    ),
  );
  sources.push(...plan.orders.map((o) => source('orders', o.sourceId, o.values.orderId)));
  // New orders continue after the highest key (decision 002); the sequence never goes back.
  const highest = Math.max(...plan.orders.map((o) => o.values.id));
  await tx.execute(sql`
    select setval('order_number_seq', greatest(${highest}::bigint,
      (select case when is_called then last_value else last_value - 1 end from order_number_seq)), true)`);
}

/** The disabled account imported bookings name as saved by; created by the first import that needs it. */
async function importerUserId(tx: Tx, sources: SourceRow[]): Promise<number> {
  const found = await tx.execute<{ id: number }>(sql`
    select id from users where username = ${IMPORTER.username}`);
  const existing = found.rows[0];
  if (existing) return existing.id;
  const [row] = await tx
    .insert(users)
    .values({
      username: IMPORTER.username,
      displayName: IMPORTER.displayName,
      role: 'store-staff',
      // A password nobody was ever told, on an account that is disabled: it cannot sign in.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      disabledAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('unreachable: an insert returns its row');
  sources.push(source('users', IMPORTER.username, String(row.id)));
  return row.id;
}

async function writeBooking(
  tx: Tx,
  options: {
    booking: PlannedBooking;
    importerId: number;
    itemId: (ref: ItemRef) => number;
    sources: SourceRow[];
  },
): Promise<void> {
  const { booking, importerId, itemId } = options;
  const first = booking.saves[0];
  const last = booking.saves.at(-1);
  if (!first || !last) return;
  const [row] = await tx
    .insert(storeBookings)
    .values({
      kind: booking.kind,
      storeId: booking.storeId,
      businessDate: booking.date,
      sentBy: last.sentBy,
      others: last.others,
      revision: booking.saves.length,
      createdByUserId: importerId,
      createdAt: first.at,
      updatedByUserId: importerId,
      updatedAt: last.at,
    })
    .returning({ id: storeBookings.id });
  if (!row) throw new Error('unreachable: an insert returns its row');
  const linesOf = (save: PlannedBooking['saves'][number]) =>
    save.lines.map((l) => ({
      itemId: itemId(l.item),
      name: l.name,
      pack: l.pack,
      quantity: l.quantity,
      w: l.w,
      reason: l.reason,
    }));
  // The booking holds its last save, as a day booked twice does.
  const current = linesOf(last);
  if (current.length > 0) {
    await tx.insert(storeBookingLines).values(current.map((l) => ({ ...l, bookingId: row.id })));
  }
  await tx.insert(storeBookingRevisions).values(
    booking.saves.map((save, index) => ({
      bookingId: row.id,
      revision: index + 1,
      sentBy: save.sentBy,
      others: save.others,
      // As saveBooking keeps them: quantities as numbers.
      lines: linesOf(save).map((l) => ({
        ...l,
        quantity: Number(l.quantity),
        w: l.w === null ? null : Number(l.w),
      })),
      savedByUserId: importerId,
      savedBy: IMPORTER.displayName,
      savedAt: save.at,
    })),
  );
  const collection = booking.kind === 'stock' ? 'vegstocks' : 'vegwastages';
  options.sources.push(...booking.saves.map((s) => source(collection, s.sourceId, String(row.id))));
}
