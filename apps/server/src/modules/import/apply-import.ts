import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { importSources } from '../../db/schema/index.ts';
import { ensureDisabledUser } from '../auth/users/ensure-disabled-user.ts';
import { addImportedBooking } from '../bookings/add-imported-booking.ts';
import { addImportedCatalogue } from '../catalogue/catalogue-admin/add-imported-catalogue.ts';
import { addImportedOrders } from '../orders/order-records/add-imported-orders.ts';
import { addImportedStores } from '../organisation/add-imported-stores.ts';
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
  await addImportedStores(
    tx,
    plan.stores.map((c) => c.values),
  );
  const newItemIds = await addImportedCatalogue(tx, {
    categories: plan.categories.map((c) => c.values),
    subcategories: plan.subcategories.map((c) => c.values),
    items: plan.items.map((item) => item.values),
  });
  sources.push(...plan.categories.map((c) => source('category', c.sourceId, c.values.id)));
  sources.push(...plan.subcategories.map((c) => source('subcategory', c.sourceId, c.values.id)));
  sources.push(...plan.stores.map((c) => source('stores', c.sourceId, c.values.id)));

  const itemIds = new Map<string, number>();
  plan.items.forEach((item, index) => {
    const id = newItemIds[index] as number;
    itemIds.set(`${item.collection}/${item.sourceId}`, id);
    sources.push(source(item.collection, item.sourceId, String(id)));
  });
  const itemId = (ref: ItemRef): number => {
    if ('existingId' in ref) return ref.existingId;
    const id = itemIds.get(`${ref.collection}/${ref.sourceId}`);
    if (id === undefined) throw new Error(`unreachable: item ${ref.collection}/${ref.sourceId} was planned`);
    return id;
  };

  await addImportedOrders(tx, {
    orders: plan.orders.map((o) => ({
      values: o.values,
      lines: o.lines.map(({ item, ...line }) => ({ ...line, itemId: itemId(item) })),
    })),
    changedBy: IMPORTER.displayName,
  });
  sources.push(...plan.orders.map((o) => source('orders', o.sourceId, o.values.orderId)));
  if (plan.bookings.length > 0) {
    const importer = await ensureDisabledUser(tx, {
      username: IMPORTER.username,
      displayName: IMPORTER.displayName,
      role: 'store-staff',
    });
    if (importer.created) sources.push(source('users', IMPORTER.username, String(importer.id)));
    for (const booking of plan.bookings)
      await writeBooking(tx, { booking, importerId: importer.id, itemId, sources });
  }
  await insertInChunks(sources, (chunk) => tx.insert(importSources).values(chunk));
}

function source(collection: string, sourceId: string, targetId: string): SourceRow {
  return { collection, sourceId, targetId };
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
  const { booking, itemId } = options;
  const id = await addImportedBooking(tx, {
    booking: {
      ...booking,
      saves: booking.saves.map((save) => ({
        ...save,
        lines: save.lines.map(({ item, ...line }) => ({ ...line, itemId: itemId(item) })),
      })),
    },
    by: { id: options.importerId, displayName: IMPORTER.displayName },
  });
  if (id === null) return;
  const collection = booking.kind === 'stock' ? 'vegstocks' : 'vegwastages';
  options.sources.push(...booking.saves.map((s) => source(collection, s.sourceId, String(id))));
}
