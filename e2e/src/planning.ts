import { expect, type Locator, type Page } from '@playwright/test';

/** A product of a planning table: its id (the row key) and what to type in 'Search Item' to reach it. */
export interface PlanningProduct {
  productId: string;
  /** Name and variant narrow the table to this product: the same name comes in several variants. */
  search: string;
}

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in business time (Asia/Kolkata) as YYYY-MM-DD, as the database's business_day holds it. */
export function businessDayToday(): string {
  return DAY.format(new Date());
}

/** Today as the screens and batch ids write it: DD-MM-YYYY. */
export function businessDateLabel(): string {
  const [year, month, date] = businessDayToday().split('-');
  return `${date}-${month}-${year}`;
}

/** Opens /planning or /urgent-planning for a team and waits for its table (or its empty state). */
export async function openPlanning(
  page: Page,
  team: { teamId: string; teamName: string; urgent?: boolean },
): Promise<void> {
  const path = team.urgent ? '/urgent-planning' : '/planning';
  const query = new URLSearchParams({ teamId: team.teamId, teamName: team.teamName });
  await page.goto(`${path}?${query}`);
  await expect(page.getByRole('heading', { name: 'Daily Planning Stage' })).toBeVisible();
  await expect(page.locator('.planning-table, .ant-result').first()).toBeVisible();
}

/** Types in 'Search Item' (the table follows as you type). */
export async function searchItem(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search Item').fill(text);
}

/** The row of a product in the planning table (its rows are virtual: search first to bring it in). */
export function planningRow(page: Page, productId: string): Locator {
  return page.locator(`.planning-table [data-row-key="${productId}"]`);
}

/** Searches for a product and returns its row, once shown. */
export async function findPlanningRow(page: Page, product: PlanningProduct): Promise<Locator> {
  await searchItem(page, product.search);
  const row = planningRow(page, product.productId);
  await expect(row).toBeVisible();
  return row;
}

/** The Total Req cell of a row. */
export function rowTotal(row: Locator): Locator {
  return row.getByTestId('planning-total');
}

/** Sets one outlet's Req of a product (the outlet as its column header names it, e.g. 'Adyar'). */
export async function setReq(
  page: Page,
  options: PlanningProduct & { outletName: string; value: number },
): Promise<void> {
  const row = await findPlanningRow(page, options);
  const input = row.getByLabel(`${options.outletName} Req`, { exact: true });
  await input.fill(String(options.value));
  await expect(input).toHaveValue(String(options.value));
}

/** The summary line's count of selected products. */
export async function expectSelectedCount(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('status', { name: 'Planning summary' })).toContainText(`${count} selected`);
}

/** Ticks the checkbox of each product (searching for each in turn). */
export async function selectRows(page: Page, products: readonly PlanningProduct[]): Promise<void> {
  for (const product of products) {
    const row = await findPlanningRow(page, product);
    const checkbox = row.getByRole('checkbox');
    await checkbox.check();
    await expect(checkbox).toBeChecked();
  }
}

/** Clicks a product's row (not its inputs): the operations.md §5 toggle. */
export async function clickRow(page: Page, product: PlanningProduct): Promise<void> {
  const row = await findPlanningRow(page, product);
  await row.locator('.ant-table-cell').nth(2).click();
}

/** Presses Submit and returns the 'Create Planning for {date}' dialog. */
export async function openPlanningConfirm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Create Planning for ${businessDateLabel()}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Submits the selected rows, confirms the dialog and waits for 'Planning Submitted!'. */
export async function submitPlanning(page: Page): Promise<void> {
  const dialog = await openPlanningConfirm(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Planning Submitted!')).toBeVisible();
  await expect(dialog).toBeHidden();
}
