import {
  type BatchAddResponse,
  businessDay,
  type MovementInput,
  PLANNING_FOLDERS,
  type SignedUser,
  unitFromVariant,
} from '@kadai/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { productMovements } from '../../db/schema/index.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { batchRequestKey, runIdempotentBatch } from '../../lib/idempotent-batch.ts';
import { hashJson } from '../../lib/request-hash.ts';
import { assertTeamAccess } from '../auth/team-scope.ts';
import { findProducts, type ProductFacts } from '../inventory/find-products.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { listTeams } from '../organisation/list-teams.ts';

const SCOPE = 'movement-batch';

// Rows per INSERT: a plan of 10,000 movements is ten statements of a bounded size.
const INSERT_CHUNK = 1000;

// A batch of 20,000 bad rows would answer 20,000 fields; the first ones tell the client enough.
const MAX_FIELD_ERRORS = 100;

const PLANNING = new Set<string>(Object.values(PLANNING_FOLDERS));

/** Quantities are stored to the gram: compare sums in thousandths, so 0.1 + 0.2 equals 0.3. */
const thousandths = (value: number) => Math.round(value * 1000);

function label(productId: string, products: Map<string, ProductFacts>): string {
  const product = products.get(productId);
  return product ? `"${`${product.name} ${product.variantName}`.trim()}"` : `"${productId}"`;
}

/** Products, outlets and teams the rows name must exist; a planning row's product must be its team's. */
function referenceErrors(options: {
  rows: readonly MovementInput[];
  products: Map<string, ProductFacts>;
  outletIds: Set<string>;
  teamIds: Set<string>;
}): FieldError[] {
  const errors: FieldError[] = [];
  options.rows.forEach((row, i) => {
    const product = options.products.get(row.product_id);
    if (!product)
      errors.push({ path: `${i}.product_id`, message: `product_id: no product "${row.product_id}"` });
    for (const field of ['sender_outlet_id', 'receiver_outlet_id'] as const) {
      if (!options.outletIds.has(row[field])) {
        errors.push({ path: `${i}.${field}`, message: `${field}: no outlet "${row[field]}"` });
      }
    }
    if (row.team_id && !options.teamIds.has(row.team_id)) {
      errors.push({ path: `${i}.team_id`, message: `team_id: no team "${row.team_id}"` });
    } else if (PLANNING.has(row.folder_id) && !row.team_id) {
      errors.push({ path: `${i}.team_id`, message: 'team_id: a planning movement needs its team' });
    } else if (PLANNING.has(row.folder_id) && product?.teamId && product.teamId !== row.team_id) {
      errors.push({
        path: `${i}.team_id`,
        message: `team_id: ${label(row.product_id, options.products)} is made by the team "${product.teamId}", not "${row.team_id}"`,
      });
    }
  });
  return errors;
}

/**
 * Planning's two writes travel in one post (operations.md §7 had two): per product, the warehouse
 * total (ready-for-planning) must equal the sum of its outlet quantities (ready-for-transport), so
 * a batch can never hold half a plan.
 */
function planningErrors(rows: readonly MovementInput[], products: Map<string, ProductFacts>): FieldError[] {
  const plans = new Map<string, { total: number; outlets: number; totalRow?: number; outletRow?: number }>();
  rows.forEach((row, i) => {
    if (!PLANNING.has(row.folder_id)) return;
    const plan = plans.get(row.product_id) ?? { total: 0, outlets: 0 };
    if (row.folder_id === PLANNING_FOLDERS.total) {
      plan.total += thousandths(row.quantity_sent);
      plan.totalRow ??= i;
    } else {
      plan.outlets += thousandths(row.quantity_sent);
      plan.outletRow ??= i;
    }
    plans.set(row.product_id, plan);
  });
  const errors: FieldError[] = [];
  for (const [productId, plan] of plans) {
    const name = label(productId, products);
    if (plan.totalRow === undefined) {
      errors.push({
        path: `${plan.outletRow}.folder_id`,
        message: `folder_id: the outlet quantities of ${name} (${PLANNING_FOLDERS.perOutlet}) need its total (${PLANNING_FOLDERS.total}) in the same batch`,
      });
    } else if (plan.total !== plan.outlets) {
      errors.push({
        path: `${plan.totalRow}.quantity_sent`,
        message: `quantity_sent: the plan of ${name} totals ${plan.total / 1000} but its outlet quantities (${PLANNING_FOLDERS.perOutlet}) add up to ${plan.outlets / 1000}`,
      });
    }
  }
  return errors;
}

async function insertMovements(
  tx: Tx,
  options: {
    rows: readonly MovementInput[];
    products: Map<string, ProductFacts>;
    user: SignedUser;
    day: string;
    key: string;
  },
): Promise<number[]> {
  const values = options.rows.map((row) => {
    // referenceErrors has already refused rows naming an unknown product.
    const product = options.products.get(row.product_id) as ProductFacts;
    return {
      product_id: row.product_id,
      product_name: product.name,
      variant_name: product.variantName,
      product_type: product.productType,
      unit_name: unitFromVariant(product.variantName),
      quantity_sent: row.quantity_sent,
      sender_outlet_id: row.sender_outlet_id,
      receiver_outlet_id: row.receiver_outlet_id,
      folder_id: row.folder_id,
      batch_id: row.batch_id,
      batch_order: row.batch_order,
      team_id: row.team_id ?? product.teamId ?? null,
      driver_name: row.driver_name ?? null,
      vehicle_number: row.vehicle_number ?? null,
    };
  });
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    // One JSON parameter a chunk: building a 1000-row VALUES list costs the ORM more than the
    // database takes to insert it (a full plan is 10,000 rows).
    const chunk = JSON.stringify(values.slice(start, start + INSERT_CHUNK));
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into ${productMovements} (
        product_id, product_name, variant_name, product_type, unit_name, quantity_sent,
        sender_outlet_id, receiver_outlet_id, folder_id, batch_id, batch_order, team_id,
        driver_name, vehicle_number, created_by_user_id, created_by_name, business_day, request_key
      )
      select r.product_id, r.product_name, r.variant_name, r.product_type, r.unit_name, r.quantity_sent,
        r.sender_outlet_id, r.receiver_outlet_id, r.folder_id, r.batch_id, r.batch_order, r.team_id,
        r.driver_name, r.vehicle_number, ${options.user.id}, ${options.user.displayName},
        ${options.day}::date, ${options.key}
      from jsonb_to_recordset(${chunk}::jsonb) as r(
        product_id text, product_name text, variant_name text, product_type text, unit_name text,
        quantity_sent numeric, sender_outlet_id text, receiver_outlet_id text, folder_id text,
        batch_id text, batch_order integer, team_id text, driver_name text, vehicle_number text
      )
      returning id`);
    // Ids are drawn in the order the rows are read; sorting restores it whatever order RETURNING uses.
    ids.push(...inserted.rows.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

async function writtenIds(tx: Tx, key: string): Promise<number[]> {
  const rows = await tx
    .select({ id: productMovements.id })
    .from(productMovements)
    .where(eq(productMovements.requestKey, key))
    .orderBy(asc(productMovements.id));
  return rows.map((r) => r.id);
}

/**
 * What stock does with a batch's dispatched rows (stock/dispatch/dispatch-movements.ts), handed in
 * by the app: stock's dispatch reads what planning sent from this module, so this one stays below it.
 */
export interface MovementDispatch {
  /** Why a row cannot be dispatched (no driver, no vehicle, not from the warehouse …). */
  rowErrors(rows: readonly MovementInput[], products: ReadonlyMap<string, ProductFacts>): FieldError[];
  /** Moves the dispatched rows' stock onto their trips, in the batch's transaction. */
  move(
    tx: Tx,
    options: {
      rows: readonly MovementInput[];
      products: ReadonlyMap<string, ProductFacts>;
      user: SignedUser;
    },
  ): Promise<void>;
}

/**
 * POST /api/inventory/product-movement/batch/add: appends a batch of movements to the stock
 * ledger, all or nothing, in one transaction. Product name, variant, type and unit come from the
 * product, who and when from the session and the business day. Posting the same batch again (same
 * Idempotency-Key, or without one the same body on the same day) writes nothing and answers the
 * ids first written.
 */
export async function addMovementBatch(
  db: Database,
  options: {
    user: SignedUser;
    rows: readonly MovementInput[];
    idempotencyKey?: string | undefined;
    dispatch: MovementDispatch;
  },
): Promise<BatchAddResponse> {
  const { user, rows, dispatch } = options;
  // The older client's warehouse staff post their Dispatch Confirm here (operations.md §7): a
  // dispatch from the warehouse with its driver and vehicle, checked below like anyone's. Planning
  // rows are the planners'.
  if (user.role === 'warehouse') {
    rows.forEach((row, i) => {
      if (row.folder_id !== 'dispatched') {
        const message = 'folder_id: warehouse staff post dispatches only (folder_id dispatched)';
        throw new AppError('forbidden', message, [{ path: `${i}.folder_id`, message }]);
      }
    });
  }
  // What the caller says first (a refusal names its field), then what the product says below.
  rows.forEach((row, i) => {
    assertTeamAccess(user, row.team_id, `${i}.team_id`);
  });

  const day = businessDay();
  const [products, outlets, teams] = await Promise.all([
    findProducts(
      db,
      rows.map((row) => row.product_id),
    ),
    listOutlets(db),
    listTeams(db),
  ]);
  const errors = [
    ...referenceErrors({
      rows,
      products,
      outletIds: new Set(outlets.map((o) => o.id)),
      teamIds: new Set(teams.map((t) => t.id)),
    }),
    ...planningErrors(rows, products),
    ...dispatch.rowErrors(rows, products),
  ];
  if (errors.length > 0) throw AppError.validation(errors.slice(0, MAX_FIELD_ERRORS));
  // The team is the product's, whatever the row says or leaves out: a kitchen user cannot move
  // a baking product's stock by sending no team_id.
  rows.forEach((row, i) => {
    assertTeamAccess(user, products.get(row.product_id)?.teamId, `${i}.product_id`);
  });

  // Hashed once: the key (without a header) and the same-key-other-body check both use the digest.
  const digest = hashJson(rows);
  const key = batchRequestKey({ header: options.idempotencyKey, userId: user.id });
  const { result, replayed } = await db.transaction((tx) =>
    runIdempotentBatch(tx, {
      scope: SCOPE,
      key,
      body: digest,
      write: async () => {
        const ids = await insertMovements(tx, { rows, products, user, day, key });
        // The older client's dispatch moves stock like Confirm Dispatch does, in this transaction.
        await dispatch.move(tx, { rows, products, user });
        return ids;
      },
      replay: () => writtenIds(tx, key),
    }),
  );
  return { count: result.length, ids: result, replayed };
}
