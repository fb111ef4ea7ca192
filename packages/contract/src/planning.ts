import type { InventoryRow } from './inventory.ts';
import { quantityToThousandths, sumQuantities, thousandthsToQuantity } from './money.ts';
import { type MovementInput, PLANNING_FOLDERS } from './movements.ts';
import { WAREHOUSE_OUTLET_ID } from './organisation.ts';

/** One outlet's cells of a planning row (operations.md §3: {outletId}_inhand, _minstock, _required, _planned). */
export interface PlanningCell {
  inhand: number;
  minstock: number | null;
  acceptable: number | null;
  required: number;
  planned: number;
}

/** A row of the Daily Planning Stage table: one product, its cells per outlet and the planned total. */
export interface PlanningRow {
  product_id: string;
  product_name: string;
  product_type: string;
  variant: string;
  outlets: Record<string, PlanningCell>;
  total: number;
}

/**
 * The planning table's column abbreviations (operations.md §2: per-outlet stock (S) and requirement
 * (Req)), said on the page so a new planner need not ask: the letters stay as the spec writes them.
 */
export const PLANNING_ABBREVIATIONS = {
  S: 'stock the outlet has in hand',
  Req: 'requirement: what to make for the outlet (its acceptable stock less S until you type one)',
  'Total Req': 'the outlets’ Req added up',
} as const;

/**
 * The production schedule's and confirm page's abbreviation: their Total Req is the planning
 * total, said there as planning says it.
 */
export const SCHEDULE_ABBREVIATIONS = {
  'Total Req':
    'today’s requirement from Daily Planning Stage: the outlets’ Req (what to make for each) added up',
} as const;

/** §5: acceptable stock minus what the outlet holds, never below 0 (no acceptable stock: nothing). */
export function defaultRequired(cell: { acceptable: number | null; inhand: number }): number {
  const missing = quantityToThousandths(cell.acceptable ?? 0) - quantityToThousandths(cell.inhand);
  return thousandthsToQuantity(Math.max(0, missing));
}

/** §5: a row's planned total is the sum of its outlet plans. */
export function plannedTotal(row: Pick<PlanningRow, 'outlets'>): number {
  return sumQuantities(Object.values(row.outlets).map((cell) => cell.planned));
}

/**
 * Urgent planning (§5 leaves the built condition unclear; decision 008): a product is urgent when at
 * least one outlet has a minimum stock that is set, non-zero, and more than what the outlet holds.
 */
export function isBelowMinimum(cell: Pick<PlanningCell, 'minstock' | 'inhand'>): boolean {
  return cell.minstock !== null && cell.minstock > 0 && cell.inhand < cell.minstock;
}

/**
 * The planning table from the team's inventories (one row per product, one cell per outlet),
 * leaving out products already in today's movements (§5) and, for urgent planning, products no
 * outlet is short of. Outlets a product has no inventory row for hold 0 and need nothing.
 */
export function buildPlanningRows(options: {
  inventories: readonly InventoryRow[];
  outletIds: readonly string[];
  excludeProductIds?: Iterable<string>;
  urgent?: boolean;
}): PlanningRow[] {
  const excluded = new Set(options.excludeProductIds ?? []);
  const byProduct = new Map<string, PlanningRow>();
  for (const inventory of options.inventories) {
    if (excluded.has(inventory.productId) || !options.outletIds.includes(inventory.outletId)) continue;
    let row = byProduct.get(inventory.productId);
    if (!row) {
      row = {
        product_id: inventory.productId,
        product_name: inventory.productName,
        product_type: inventory.productTypeName,
        variant: inventory.variantName,
        outlets: {},
        total: 0,
      };
      byProduct.set(inventory.productId, row);
    }
    const cell = {
      inhand: inventory.openingStock,
      minstock: inventory.minStock,
      acceptable: inventory.acceptableStock,
    };
    const required = defaultRequired(cell);
    row.outlets[inventory.outletId] = { ...cell, required, planned: required };
  }
  const rows: PlanningRow[] = [];
  for (const row of byProduct.values()) {
    for (const outletId of options.outletIds) {
      row.outlets[outletId] ??= { inhand: 0, minstock: null, acceptable: null, required: 0, planned: 0 };
    }
    if (options.urgent && !Object.values(row.outlets).some(isBelowMinimum)) continue;
    row.total = plannedTotal(row);
    rows.push(row);
  }
  return rows.sort(
    (a, b) => a.product_name.localeCompare(b.product_name) || a.variant.localeCompare(b.variant),
  );
}

/** A row with one outlet's plan changed, its total following (§5). Negative or blank plans count as 0. */
export function withPlanned(row: PlanningRow, outletId: string, planned: number | null): PlanningRow {
  const cell = row.outlets[outletId];
  if (!cell) return row;
  const value = planned !== null && Number.isFinite(planned) && planned > 0 ? planned : 0;
  const outlets = { ...row.outlets, [outletId]: { ...cell, planned: value } };
  return { ...row, outlets, total: plannedTotal({ outlets }) };
}

/** §5: selecting again the one row that is selected clears the selection; otherwise it toggles. */
export function nextSelection(selected: readonly string[], key: string): string[] {
  if (selected.length === 1 && selected[0] === key) return [];
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}

/**
 * The movements a plan posts, in one batch (§4, §5, §7): per selected product its warehouse total
 * in 'ready-for-planning', then each outlet's planned quantity in 'ready-for-transport'. Only
 * selected rows are sent, planned 0s are not, and a row whose total is 0 sends nothing.
 */
export function buildPlanningMovements(options: {
  rows: readonly PlanningRow[];
  selected: Iterable<string>;
  teamId: string;
  batchId: string;
  batchOrder: number;
}): MovementInput[] {
  const selected = new Set(options.selected);
  const chosen = options.rows.filter((row) => selected.has(row.product_id) && row.total > 0);
  const common = { batch_id: options.batchId, batch_order: options.batchOrder, team_id: options.teamId };
  const totals: MovementInput[] = chosen.map((row) => ({
    ...common,
    product_id: row.product_id,
    product_name: row.product_name,
    quantity_sent: row.total,
    sender_outlet_id: WAREHOUSE_OUTLET_ID,
    receiver_outlet_id: WAREHOUSE_OUTLET_ID,
    folder_id: PLANNING_FOLDERS.total,
  }));
  const perOutlet: MovementInput[] = chosen.flatMap((row) =>
    Object.entries(row.outlets)
      .filter(([, cell]) => cell.planned > 0)
      .map(([outletId, cell]) => ({
        ...common,
        product_id: row.product_id,
        product_name: row.product_name,
        quantity_sent: cell.planned,
        sender_outlet_id: WAREHOUSE_OUTLET_ID,
        receiver_outlet_id: outletId,
        folder_id: PLANNING_FOLDERS.perOutlet,
      })),
  );
  return [...totals, ...perOutlet];
}
