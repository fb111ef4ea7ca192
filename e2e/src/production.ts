import {
  buildPlanningMovements,
  businessDay,
  formatBusinessDay,
  type PlanningRow,
  planningBatchId,
} from '@kadai/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { withDatabase } from './database.ts';
import { apiToken } from './staff.ts';

/** A production team as the task cards pass it (operations.md §2: teamId and teamName). */
export interface ProductionTeam {
  teamId: string;
  teamName: string;
}

export const GROCERIES: ProductionTeam = { teamId: 'groceries', teamName: 'Groceries' };

/** A team's own product, as the production screens show it. */
export interface TeamProduct {
  id: string;
  name: string;
  variant: string;
  type: string;
}

/** {date} of the dialogs and batch ids: today's business day as DD-MM-YYYY. */
export function today(): string {
  return formatBusinessDay(businessDay());
}

export function teamPath(path: string, team: ProductionTeam): string {
  return `${path}?${new URLSearchParams({ teamId: team.teamId, teamName: team.teamName })}`;
}

/**
 * The team's products nothing has touched today (no movement, schedule, production entry or dispatch), so
 * a spec can plan and log them without meeting another spec's data. Sorted by id: deterministic.
 */
export async function untouchedTeamProducts(teamId: string): Promise<TeamProduct[]> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<TeamProduct>(
      `select p.id, p.name, p.variant_name as variant, p.product_type as type
         from products p
        where p.team_id = $1
          and not exists (select 1 from product_movements m
                           where m.product_id = p.id and m.business_day = $2)
          and not exists (select 1 from production_entries e
                           where e.product_id = p.id and e.business_day = $2)
          and not exists (select 1 from production_schedules s, jsonb_array_elements(s.rows) r
                           where s.business_day = $2 and r->>'product_id' = p.id)
          and not exists (select 1 from dispatch_lines l join dispatches d on d.id = l.dispatch_id
                           where l.product_id = p.id and d.business_day = $2)
        order by p.id`,
      [teamId, businessDay()],
    );
    return rows;
  });
}

/**
 * Today's plan for some products, posted through the data API as the planning screen posts it
 * (one batch: totals in ready-for-planning, per-outlet quantities in ready-for-transport).
 */
export async function postPlan(
  request: APIRequestContext,
  options: { team: ProductionTeam; plan: Array<{ product: TeamProduct; outlets: Record<string, number> }> },
): Promise<void> {
  const rows: PlanningRow[] = options.plan.map(({ product, outlets }) => {
    const cells = Object.fromEntries(
      Object.entries(outlets).map(([outletId, planned]) => [
        outletId,
        { inhand: 0, minstock: null, acceptable: null, required: planned, planned },
      ]),
    );
    const total = Object.values(outlets).reduce((sum, q) => sum + q, 0);
    return {
      product_id: product.id,
      product_name: product.name,
      product_type: product.type,
      variant: product.variant,
      outlets: cells,
      total,
    };
  });
  const batchOrder = await withDatabase(async (db) => {
    const { rows: found } = await db.query<{ max: number | null }>(
      `select max(batch_order) as max from product_movements
        where team_id = $1 and business_day = $2 and folder_id = 'ready-for-planning'`,
      [options.team.teamId, businessDay()],
    );
    return (found[0]?.max ?? 0) + 1;
  });
  const movements = buildPlanningMovements({
    rows,
    selected: rows.map((row) => row.product_id),
    teamId: options.team.teamId,
    batchId: planningBatchId(businessDay(), options.team.teamName),
    batchOrder,
  });
  const res = await request.post('/dataapi/api/inventory/product-movement/batch/add', {
    headers: { authorization: await apiToken(request), 'Idempotency-Key': crypto.randomUUID() },
    data: movements,
  });
  expect(res.status(), await res.text()).toBe(201);
}

function label(product: TeamProduct): string {
  return `${product.name} ${product.variant}`.trim();
}

/** The option text of a product in the pickers: 'Name (Variant)'. */
function optionLabel(product: TeamProduct): string {
  return product.variant ? `${product.name} (${product.variant})` : product.name;
}

/** Picks products in an antd multi-select by typing their names, then closes it. */
async function pickProducts(page: Page, selectName: string, products: readonly TeamProduct[]) {
  const select = page.getByRole('combobox', { name: selectName });
  for (const product of products) {
    await select.click();
    await select.fill(product.name);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: optionLabel(product) })
      .first()
      .click();
  }
  await select.press('Escape');
}

// ---------------------------------------------------------------------------------------------
// Daily Production Schedule

export async function openSchedule(page: Page, team: ProductionTeam): Promise<void> {
  await page.goto(teamPath('/production-schedule', team));
  await expect(page.getByRole('heading', { name: 'Daily Production Schedule' })).toBeVisible();
}

/** A product's row on the schedule or log table, found by its input's label (name and variant). */
export function scheduleRow(page: Page, product: TeamProduct): Locator {
  return page.locator('tr.ant-table-row', {
    has: page.getByLabel(`Total Plan for ${label(product)}`, { exact: true }),
  });
}

export async function setTotalPlan(page: Page, product: TeamProduct, plan: number | ''): Promise<void> {
  await page.getByLabel(`Total Plan for ${label(product)}`, { exact: true }).fill(String(plan));
}

/** 'Select Products to Log': adds products that were not planned today. */
export async function addToSchedule(page: Page, products: readonly TeamProduct[]): Promise<void> {
  await pickProducts(page, 'Select Products to Log', products);
  for (const product of products) await expect(scheduleRow(page, product)).toBeVisible();
}

export async function selectRows(page: Page, products: readonly TeamProduct[]): Promise<void> {
  for (const product of products) {
    await page.getByLabel(`Select ${label(product)}`, { exact: true }).check();
  }
}

/** Submit, the 'cannot be reversed' dialog, and on to the confirm page. */
export async function submitSchedule(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: `Are you sure you want to finalize Production Schedule for ${today()}`,
  });
  await expect(dialog.getByText('This action cannot be reversed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Finalize' }).click();
  await expect(page).toHaveURL(/\/production-confirm\?/);
  await expect(page.getByRole('heading', { name: 'Daily Production Confirm' })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Daily Production Confirm

export async function openConfirm(page: Page, team: ProductionTeam): Promise<void> {
  await page.goto(teamPath('/production-confirm', team));
  await expect(page.getByRole('heading', { name: 'Daily Production Confirm' })).toBeVisible();
}

/** The card of an open production batch: 'P1', 'P2' … */
export function batchCard(page: Page, productionNumber: number): Locator {
  return page.getByTestId(`production-batch-P${productionNumber}`);
}

/** A product's line in a batch's table (name and variant cells). */
export function batchLine(card: Locator, product: TeamProduct): Locator {
  return card
    .locator('tr.ant-table-row')
    .filter({ has: card.page().getByRole('cell', { name: product.name, exact: true }) })
    .filter({ has: card.page().getByRole('cell', { name: product.variant, exact: true }) });
}

/** Submit on a batch, the 'Create Production Plan' dialog, and the success message. */
export async function confirmBatch(page: Page, productionNumber: number): Promise<void> {
  await batchCard(page, productionNumber).getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Create Production Plan for ${today()}` });
  await expect(dialog).toContainText('send the plan to Admin via E-mail');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Production Schedule Submitted!')).toBeVisible();
  await expect(batchCard(page, productionNumber)).toBeHidden();
}

// ---------------------------------------------------------------------------------------------
// Production Log

export async function openLog(page: Page, team: ProductionTeam): Promise<void> {
  await page.goto(teamPath('/production-log', team));
  await expect(page.getByRole('heading', { name: 'Production Log' })).toBeVisible();
}

export function producedBox(page: Page, product: TeamProduct): Locator {
  return page.getByLabel(`Produced for ${label(product)}`, { exact: true });
}

/** Picks products and presses Add: they join the log table. */
export async function addToLog(page: Page, products: readonly TeamProduct[]): Promise<void> {
  await pickProducts(page, 'Select Products', products);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  for (const product of products) await expect(producedBox(page, product)).toBeVisible();
}

/** Produced quantities, selection, Submit and the 'finalize Planning sheet' dialog (not awaited further). */
export async function submitLog(
  page: Page,
  entries: ReadonlyArray<{ product: TeamProduct; produced: number }>,
): Promise<void> {
  for (const { product, produced } of entries) await producedBox(page, product).fill(String(produced));
  await selectRows(
    page,
    entries.map((entry) => entry.product),
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: `Are you sure you want to finalize Planning sheet for ${today()}`,
  });
  await dialog.getByRole('button', { name: 'Log production' }).click();
}

/** The whole log step: add, quantities, select, submit, 'Production Logged!'. */
export async function logProduction(
  page: Page,
  team: ProductionTeam,
  entries: ReadonlyArray<{ product: TeamProduct; produced: number }>,
): Promise<void> {
  await openLog(page, team);
  await addToLog(
    page,
    entries.map((entry) => entry.product),
  );
  await submitLog(page, entries);
  await expect(page.getByText('Production Logged!')).toBeVisible();
}

/** A line of 'Today's Production'. */
export function producedLine(page: Page, product: TeamProduct): Locator {
  return page
    .getByTestId('todays-production')
    .locator('tr.ant-table-row')
    .filter({
      has: page.getByRole('cell', { name: optionLabel(product), exact: true }),
    });
}
