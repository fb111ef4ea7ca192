import {
  formatPack,
  normalisePhone,
  ORDER_STATUSES,
  quantityPrecisionProblem,
  UNCATEGORISED_SUBCATEGORY_ID,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { categories, items, orders, stores, subcategories } from '../../db/schema/index.ts';
import { bookedDayKey, listBookedDays } from '../bookings/list-booked-days.ts';
import { findTakenOrderNumbers } from '../orders/order-records/find-taken-order-numbers.ts';
import {
  OLDER_COLLECTIONS,
  type OlderBooking,
  type OlderCollection,
  type OlderDocument,
  type OlderExport,
  type OlderGrocery,
  type OlderOrder,
  olderBookingSchema,
  olderCategorySchema,
  olderCounterSchema,
  olderGrocerySchema,
  olderOrderSchema,
  olderStoreSchema,
  olderSubcategorySchema,
  olderVegetableSchema,
  type RecordProblem,
  readDocument,
} from './read-older-export.ts';

export interface CollectionCounts {
  /** Documents in the export. */
  read: number;
  /** Rows the load creates (bookings: documents, which may merge into one day's booking). */
  create: number;
  /** Documents a previous import already loaded: skipped. */
  alreadyImported: number;
  /** Documents whose id is already here (a category, subcategory or store): used as it is. */
  existing: number;
}

/** Where an item comes from: loaded by this import (by older id) or already here. */
export type ItemRef = { existingId: number } | { collection: 'groceries' | 'vegetables'; sourceId: string };

export interface Planned<Values> {
  sourceId: string;
  values: Values;
}

export interface PlannedItem extends Planned<Omit<typeof items.$inferInsert, 'id' | 'updatedAt'>> {
  collection: 'groceries' | 'vegetables';
}

export interface PlannedOrderLine {
  item: ItemRef;
  name: string;
  pack: string;
  mrpPaise: number;
  quantity: number;
  dislike: number | null;
  userFeedback: string | null;
}

export interface PlannedOrder
  extends Planned<Omit<typeof orders.$inferInsert, 'receiptKey' | 'verificationKey' | 'version'>> {
  lines: PlannedOrderLine[];
}

export interface PlannedBookingLine {
  item: ItemRef;
  name: string;
  pack: string;
  quantity: string;
  w: string | null;
  reason: 'other' | null;
}

/** One store's booking of a day: every older document of that day is one save (a revision). */
export interface PlannedBooking {
  kind: 'stock' | 'wastage';
  storeId: string;
  date: string;
  saves: { sourceId: string; sentBy: string; others: string; at: Date; lines: PlannedBookingLine[] }[];
}

export interface ImportPlan {
  problems: RecordProblem[];
  counts: Record<OlderCollection, CollectionCounts>;
  ignored: string[];
  /** The older page-visit counter: reported, not loaded (order_number_seq replaces it, decision 002). */
  visitCounter: number | null;
  categories: Planned<typeof categories.$inferInsert>[];
  subcategories: Planned<typeof subcategories.$inferInsert>[];
  items: PlannedItem[];
  stores: Planned<typeof stores.$inferInsert>[];
  orders: PlannedOrder[];
  bookings: PlannedBooking[];
}

interface ItemInfo {
  ref: ItemRef;
  name: string;
  pu: number;
  u: string;
  mrpPaise: number;
  subcategoryId: string;
}

/** What is already in the database that the plan depends on. */
interface Here {
  imported: Map<string, string>;
  categoryIds: Set<string>;
  subcategoryColumns: Map<string, string>;
  storeIds: Set<string>;
  importedItems: Map<string, ItemInfo>;
}

const key = (collection: string, sourceId: string) => `${collection}\u0000${sourceId}`;

async function readHere(db: DbOrTx): Promise<Here> {
  const imported = await db.execute<{ collection: string; source_id: string; target_id: string }>(
    sql`select collection, source_id, target_id from import_sources`,
  );
  const cats = await db.execute<{ id: string }>(sql`select id from categories`);
  const subs = await db.execute<{ id: string; column: string }>(sql`select id, "column" from subcategories`);
  const shops = await db.execute<{ id: string }>(sql`select id from stores`);
  const importedItems = await db.execute<{
    collection: string;
    source_id: string;
    id: number;
    name: string;
    pu: string;
    u: string;
    mrp_paise: string;
    subcategory_id: string;
  }>(sql`
    select s.collection, s.source_id, i.id, i.name, i.pu::text as pu, i.u, i.mrp_paise::text as mrp_paise,
      i.subcategory_id
    from import_sources s join items i on i.id = s.target_id::int
    where s.collection in ('groceries', 'vegetables')`);
  return {
    imported: new Map(imported.rows.map((r) => [key(r.collection, r.source_id), r.target_id])),
    categoryIds: new Set(cats.rows.map((r) => r.id)),
    subcategoryColumns: new Map(subs.rows.map((r) => [r.id, r.column])),
    storeIds: new Set(shops.rows.map((r) => r.id)),
    importedItems: new Map(
      importedItems.rows.map((r) => [
        key(r.collection, r.source_id),
        {
          ref: { existingId: r.id },
          name: r.name,
          pu: Number(r.pu),
          u: r.u,
          mrpPaise: Number(r.mrp_paise),
          subcategoryId: r.subcategory_id,
        },
      ]),
    ),
  };
}

/**
 * What loading the export would create, and every record it cannot read or place (unknown
 * category, store or item; an order id already used here …). Reads the database, writes nothing:
 * the dry run prints it, the load (apply-import.ts) writes it when it has no problems.
 */
export async function planImport(
  db: DbOrTx,
  options: { data: OlderExport; problems?: RecordProblem[] },
): Promise<ImportPlan> {
  const here = await readHere(db);
  const plan: ImportPlan = {
    problems: [...(options.problems ?? [])],
    counts: Object.fromEntries(
      OLDER_COLLECTIONS.map((c) => [c, { read: 0, create: 0, alreadyImported: 0, existing: 0 }]),
    ) as Record<OlderCollection, CollectionCounts>,
    ignored: options.data.ignored,
    visitCounter: null,
    categories: [],
    subcategories: [],
    items: [],
    stores: [],
    orders: [],
    bookings: [],
  };
  const docs = (collection: OlderCollection) => options.data.collections[collection] ?? [];
  for (const collection of OLDER_COLLECTIONS) plan.counts[collection].read = docs(collection).length;

  /** The documents to read: those not imported before. */
  const fresh = (collection: OlderCollection): OlderDocument[] =>
    docs(collection).filter((d) => {
      if (!here.imported.has(key(collection, d.id))) return true;
      plan.counts[collection].alreadyImported += 1;
      return false;
    });
  const read = <S extends Parameters<typeof readDocument>[0]>(
    schema: S,
    collection: OlderCollection,
    document: OlderDocument,
  ) => readDocument(schema, { collection, document, problems: plan.problems });
  const problem = (collection: OlderCollection, id: string, field: string, reason: string) =>
    plan.problems.push({ collection, id, field, reason });

  // Ids known after the load: those here and those the export brings (valid or not: a broken
  // record is reported once, not again by every record that names it).
  const categoryIds = new Set([...here.categoryIds, ...docs('category').map((d) => d.id)]);
  const subcategoryColumns = new Map(here.subcategoryColumns);
  const storeIds = new Set([...here.storeIds, ...docs('stores').map((d) => d.id)]);

  for (const document of fresh('category')) {
    const category = read(olderCategorySchema, 'category', document);
    if (!category) continue;
    if (here.categoryIds.has(document.id)) {
      plan.counts.category.existing += 1;
      continue;
    }
    plan.categories.push({ sourceId: document.id, values: { id: document.id, ...category } });
  }

  for (const document of fresh('subcategory')) {
    const subcategory = read(olderSubcategorySchema, 'subcategory', document);
    if (!subcategory) continue;
    if (!subcategoryColumns.has(document.id)) subcategoryColumns.set(document.id, subcategory.column);
    if (!categoryIds.has(subcategory.category_id)) {
      problem('subcategory', document.id, 'category_id', `no category "${subcategory.category_id}"`);
      continue;
    }
    if (here.subcategoryColumns.has(document.id)) {
      plan.counts.subcategory.existing += 1;
      continue;
    }
    const { category_id: categoryId, ...rest } = subcategory;
    plan.subcategories.push({ sourceId: document.id, values: { id: document.id, categoryId, ...rest } });
  }
  // Subcategories of the export that failed to read still count as known, as "veg" when unsure.
  for (const d of docs('subcategory')) if (!subcategoryColumns.has(d.id)) subcategoryColumns.set(d.id, 'veg');

  const itemsByKey = new Map(here.importedItems);
  for (const collection of ['groceries', 'vegetables'] as const) {
    const schema = collection === 'groceries' ? olderGrocerySchema : olderVegetableSchema;
    for (const document of fresh(collection)) {
      const item = read(schema, collection, document) as OlderGrocery | null;
      if (!item) continue;
      const subcategoryId =
        item.subcategory_id ?? (collection === 'vegetables' ? 'vegetables' : UNCATEGORISED_SUBCATEGORY_ID);
      if (!categoryIds.has(item.c)) {
        problem(collection, document.id, 'c', `no category "${item.c}"`);
        continue;
      }
      const column = subcategoryColumns.get(subcategoryId);
      if (column === undefined) {
        const field = item.subcategory_id ? 'subcategory_id' : 'subcategory_id (missing)';
        problem(collection, document.id, field, `no subcategory "${subcategoryId}"`);
        continue;
      }
      if (collection === 'vegetables' && column !== 'veg') {
        problem(
          collection,
          document.id,
          'subcategory_id',
          `"${subcategoryId}" is not a vegetable subcategory`,
        );
        continue;
      }
      const ref: ItemRef = { collection, sourceId: document.id };
      itemsByKey.set(key(collection, document.id), {
        ref,
        name: item.n,
        pu: item.pu,
        u: item.u,
        mrpPaise: item.mrp,
        subcategoryId,
      });
      plan.items.push({
        collection,
        sourceId: document.id,
        values: {
          name: item.n,
          categoryId: item.c,
          subcategoryId,
          order: item.order,
          live: item.live,
          pu: item.pu,
          u: item.u,
          mrpPaise: item.mrp,
          desc: item.desc,
          thumbnail: item.thumbnail,
        },
      });
    }
  }
  const collectionsWith = new Map<string, Set<string>>(
    (['groceries', 'vegetables'] as const).map((c) => [c, new Set(docs(c).map((d) => d.id))]),
  );
  /** An item by older id (groceries first), null when unknown; `broken` when it exists but was unreadable. */
  const findItem = (id: string): ItemInfo | 'broken' | null => {
    for (const collection of ['groceries', 'vegetables'] as const) {
      const found = itemsByKey.get(key(collection, id));
      if (found) return found;
      if (collectionsWith.get(collection)?.has(id)) return 'broken';
    }
    return null;
  };

  for (const document of fresh('stores')) {
    const store = read(olderStoreSchema, 'stores', document);
    if (!store) continue;
    if (here.storeIds.has(document.id)) {
      plan.counts.stores.existing += 1;
      continue;
    }
    plan.stores.push({ sourceId: document.id, values: { id: document.id, ...store } });
  }

  await planOrders(db, { plan, documents: fresh('orders'), read, problem, findItem });
  await planBookings(db, { plan, fresh, read, problem, findItem, storeIds, subcategoryColumns });

  for (const document of docs('counter')) {
    const count = read(olderCounterSchema, 'counter', document);
    if (count !== null) plan.visitCounter = Math.max(plan.visitCounter ?? 0, count);
  }

  plan.counts.category.create = plan.categories.length;
  plan.counts.subcategory.create = plan.subcategories.length;
  plan.counts.groceries.create = plan.items.filter((i) => i.collection === 'groceries').length;
  plan.counts.vegetables.create = plan.items.filter((i) => i.collection === 'vegetables').length;
  plan.counts.stores.create = plan.stores.length;
  plan.counts.orders.create = plan.orders.length;
  for (const kind of ['stock', 'wastage'] as const) {
    const collection = kind === 'stock' ? 'vegstocks' : 'vegwastages';
    plan.counts[collection].create = plan.bookings
      .filter((b) => b.kind === kind)
      .reduce((n, b) => n + b.saves.length, 0);
  }
  return plan;
}

interface Helpers {
  plan: ImportPlan;
  read: <S extends Parameters<typeof readDocument>[0]>(
    schema: S,
    collection: OlderCollection,
    document: OlderDocument,
  ) => ReturnType<typeof readDocument<S>>;
  problem: (collection: OlderCollection, id: string, field: string, reason: string) => void;
  findItem: (id: string) => ItemInfo | 'broken' | null;
}

/**
 * Older orders keep their order ids; the number in the id becomes the row's key (orders.id) as a
 * new order's does. Should a number be taken already (the older counter could hand one out twice,
 * decision 002), that order's key goes after every other: its order id is still kept.
 */
async function planOrders(db: DbOrTx, options: Helpers & { documents: OlderDocument[] }): Promise<void> {
  const { plan, read, problem, findItem } = options;
  const readOrders: { sourceId: string; order: OlderOrder }[] = [];
  const firstWithId = new Map<string, string>();
  for (const document of options.documents) {
    const order = read(olderOrderSchema, 'orders', document);
    if (!order) continue;
    const earlier = firstWithId.get(order.orderId);
    if (earlier !== undefined) {
      problem(
        'orders',
        document.id,
        'orderId',
        `${order.orderId} is also the order id of document ${earlier}`,
      );
      continue;
    }
    firstWithId.set(order.orderId, document.id);
    readOrders.push({ sourceId: document.id, order });
  }
  const orderIds = readOrders.map((o) => o.order.orderId);
  const numbers = readOrders.map((o) => orderNumber(o.order.orderId));
  const found = await findTakenOrderNumbers(db, { orderIds, keys: numbers });
  const usedOrderIds = found.orderIds;
  const taken = found.keys;
  let nextFreeKey = found.highestKey;

  // Oldest first: of two older orders with one number, the first placed keeps it as its key.
  readOrders.sort((a, b) => a.order.createdAt.getTime() - b.order.createdAt.getTime());
  const moved: PlannedOrder[] = [];
  for (const { sourceId, order } of readOrders) {
    let broken = false;
    const fail = (field: string, reason: string) => {
      problem('orders', sourceId, field, reason);
      broken = true;
    };
    if (usedOrderIds.has(order.orderId)) fail('orderId', `an order ${order.orderId} is already here`);
    if (!(ORDER_STATUSES as readonly string[]).includes(order.status)) {
      fail('status', `not one of ${ORDER_STATUSES.join(', ')}: "${order.status}"`);
    }
    const lines: PlannedOrderLine[] = [];
    for (const [itemId, line] of Object.entries(order.grocery)) {
      const item = findItem(itemId);
      if (item === 'broken') continue;
      if (!item) {
        fail(`grocery.${itemId}`, 'unknown item: no grocery or vegetable with this id');
        continue;
      }
      // An entry the customer cleared (0) was not ordered: the older form dropped it the same way.
      if (line.r === 0) continue;
      const u = line.u ?? item.u;
      const wrongQuantity = quantityPrecisionProblem(line.r, u);
      if (wrongQuantity) {
        fail(`grocery.${itemId}.r`, `${wrongQuantity}: ${line.r} ${u}`);
        continue;
      }
      lines.push({
        item: item.ref,
        name: line.n ?? item.name,
        pack: formatPack({ pu: line.pu ?? item.pu, u }),
        mrpPaise: line.mrp ?? item.mrpPaise,
        quantity: line.r,
        dislike: line.dislike,
        userFeedback: line.userfeedback,
      });
    }
    if (broken) continue;
    const number = orderNumber(order.orderId);
    const [firstName = '', ...rest] = order.customerName.split(/\s+/);
    const planned: PlannedOrder = {
      sourceId,
      lines,
      values: {
        id: number,
        orderId: order.orderId,
        firstName,
        lastName: rest.join(' '),
        email: order.email.toLowerCase(),
        phone: normalisePhone(order.phone) ?? order.phone,
        // The older store kept the address as one text: it stays whole in the first line.
        address1: order.address,
        address2: '',
        address3: '',
        city: order.city,
        pincode: order.pincode || (/\b(6\d{5})\b/.exec(order.address)?.[1] ?? ''),
        orderType: order.orderType,
        kind: order.type,
        vegetablesList: order.type === 'advance' ? order.vegetables : null,
        groceriesList: order.type === 'advance' ? order.orderList : null,
        others: order.others,
        status: order.status,
        amountPaise: order.amount,
        paymentStatus: order.paymentStatus,
        custVerified: order.custverfied,
        overallCustComment: order.overallcustcomment,
        createdAt: order.createdAt,
      },
    };
    if (taken.has(number)) moved.push(planned);
    else {
      taken.add(number);
      nextFreeKey = Math.max(nextFreeKey, number);
      plan.orders.push(planned);
    }
  }
  for (const order of moved) {
    nextFreeKey += 1;
    order.values.id = nextFreeKey;
    plan.orders.push(order);
  }
}

function orderNumber(orderId: string): number {
  return Number(orderId.slice(6));
}

/**
 * vegstocks and vegwastages become store bookings (decision 016): one per store, kind and day, so
 * several older documents of one day become that booking's saves, oldest first. Stock keeps r;
 * wastage keeps r as K and k as W ("k, the second quantity for wastage", ordering.md §3), with
 * the reason "other": the older forms asked for none.
 */
async function planBookings(
  db: DbOrTx,
  options: Helpers & {
    fresh: (collection: OlderCollection) => OlderDocument[];
    storeIds: Set<string>;
    subcategoryColumns: Map<string, string>;
  },
): Promise<void> {
  const { plan, read, problem, findItem } = options;
  const groups = new Map<string, PlannedBooking>();
  for (const collection of ['vegstocks', 'vegwastages'] as const) {
    const kind = collection === 'vegstocks' ? 'stock' : 'wastage';
    for (const [index, document] of options.fresh(collection).entries()) {
      const booking = read(olderBookingSchema, collection, document) as OlderBooking | null;
      if (!booking) continue;
      let broken = false;
      const fail = (field: string, reason: string) => {
        problem(collection, document.id, field, reason);
        broken = true;
      };
      if (!options.storeIds.has(booking.store)) fail('store', `no store "${booking.store}"`);
      const lines: PlannedBookingLine[] = [];
      for (const [itemId, line] of Object.entries(booking.items)) {
        const item = findItem(itemId);
        if (item === 'broken') continue;
        if (!item) {
          fail(`items.${itemId}`, 'unknown item: no vegetable or grocery with this id');
          continue;
        }
        if (options.subcategoryColumns.get(item.subcategoryId) !== 'veg') {
          fail(`items.${itemId}`, `${item.name} is not a vegetable (its subcategory is not a "veg" one)`);
          continue;
        }
        const quantity = line.r ?? 0;
        const w = kind === 'wastage' ? (line.k ?? 0) : null;
        if (quantity === 0 && !w) continue;
        lines.push({
          item: item.ref,
          name: item.name,
          pack: formatPack(item),
          quantity: String(quantity),
          w: w === null ? null : String(w),
          reason: kind === 'wastage' ? 'other' : null,
        });
      }
      if (broken) continue;
      const groupKey = bookedDayKey(booking.store, kind, booking.date);
      const group = groups.get(groupKey) ?? { kind, storeId: booking.store, date: booking.date, saves: [] };
      groups.set(groupKey, group);
      // Without a time of saving, documents count in the export's order, at the day's Kolkata noon.
      const at = booking.createdAt ?? new Date(Date.parse(`${booking.date}T12:00:00+05:30`) + index);
      group.saves.push({ sourceId: document.id, sentBy: booking.sentby, others: booking.others, at, lines });
    }
  }
  const dates = [...new Set([...groups.values()].map((g) => g.date))];
  const here = await listBookedDays(db, dates);
  for (const [groupKey, group] of groups) {
    const collection = group.kind === 'stock' ? 'vegstocks' : 'vegwastages';
    if (here.has(groupKey)) {
      for (const save of group.saves) {
        problem(
          collection,
          save.sourceId,
          'date',
          `${group.storeId} already has a ${group.kind} booking on ${group.date}`,
        );
      }
      continue;
    }
    group.saves.sort((a, b) => a.at.getTime() - b.at.getTime());
    plan.bookings.push(group);
  }
}
