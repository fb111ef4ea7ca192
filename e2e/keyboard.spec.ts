import { isPieceUnit } from '@kadai/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loadCatalogue, pickFromOneCategory, quantityLabel } from './src/catalogue.ts';
import { withDatabase } from './src/database.ts';
import { CUSTOMER, categoryHeader, categoryPanel, field, openOrderForm } from './src/order-form.ts';
import { type TeamProduct, today, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser } from './src/staff.ts';
import { onHand, sendToOutlet } from './src/stock.ts';

/**
 * A keyboard-only pass (not everyone can use a mouse): the customer's order and an outlet's Stock Received
 * done with Tab, Shift+Tab, Enter, Space, the arrows and typing into the focused box; no click, no fill.
 * After every key that moves focus, the focused control shows a ring.
 */

/**
 * Where a control's focus ring is drawn: on the control, or on the frame antd draws around the
 * input it focuses (a search box with its icon, a number box, a select, a radio's label).
 */
const FRAMES =
  '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker, .ant-radio-wrapper, .ant-checkbox-wrapper, .p-radio';

/** The focused element, said for a failure message. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
  });
}

/**
 * The focused control is on screen and drawn with a focus ring a sighted keyboard user sees: an
 * outline at least 2 px wide (or the browser's own `auto` ring) in a colour that is not transparent,
 * on the control or its frame.
 */
async function expectFocusVisible(page: Page, step: string): Promise<void> {
  const seen = await page.evaluate((frames) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return 'nothing is focused';
    const rings = [el, el.closest(frames)].filter((e): e is HTMLElement => e instanceof HTMLElement);
    for (const candidate of rings) {
      const style = getComputedStyle(candidate);
      const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
      const wide = style.outlineStyle === 'auto' || Number.parseFloat(style.outlineWidth) >= 2;
      if (style.outlineStyle !== 'none' && wide && !transparent) {
        const box = candidate.getBoundingClientRect();
        const onScreen =
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.right > 0 &&
          box.top < window.innerHeight &&
          box.left < window.innerWidth;
        return onScreen ? null : 'its ring is off screen';
      }
    }
    const style = getComputedStyle(el);
    return `no focus ring (outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, box-shadow ${style.boxShadow})`;
  }, FRAMES);
  expect(seen, `${step}: ${await focusedName(page)}`).toBeNull();
}

/** Whether focus is on `target` or inside it. */
function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the ring at every stop; `within`
 * (an open dialog) must keep focus the whole way.
 */
async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number; within?: Locator } = {},
): Promise<void> {
  await expect(target).toBeAttached();
  // Already there (a sign-in form focuses its first box): no key to press.
  if (await holdsFocus(target)) return expectFocusVisible(page, `${target}, focused on arrival`);
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let press = 1; press <= (options.max ?? 80); press++) {
    await page.keyboard.press(key);
    await expectFocusVisible(page, `${key} #${press} on the way to ${target}`);
    if (options.within) expect(await holdsFocus(options.within), 'focus stays in the dialog').toBe(true);
    if (await holdsFocus(target)) return;
  }
  throw new Error(`${target} was not reached with ${options.max ?? 80} presses of ${key}`);
}

/** Types into the focused box, as a person does: nothing is filled in behind its back. */
async function typeHere(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

test('a customer orders on / with the keyboard alone, focus always in sight', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [item, other] = pickFromOneCategory(await loadCatalogue(request), { festival: false, count: 2 });
  if (!item || !other) throw new Error('need two items of one category');
  await openOrderForm(page);

  // The details, top to bottom, from the page's first Tab.
  for (const [label, value] of [
    ['First Name', CUSTOMER.firstName],
    ['Last Name', `${CUSTOMER.lastName} Keys`],
    ['Email', CUSTOMER.email],
    ['Phone Number', CUSTOMER.phone],
    ['Address', CUSTOMER.address1],
    ['City', CUSTOMER.city],
    ['Pincode', CUSTOMER.pincode],
  ] as const) {
    await tabTo(page, field(page, label));
    await typeHere(page, value);
  }
  await expect(field(page, 'Pincode')).toHaveValue(CUSTOMER.pincode);

  // Search for the item, then its box: typed, then one more with the + button and Space.
  const search = page.getByRole('searchbox', { name: 'Search items' });
  await tabTo(page, search);
  await typeHere(page, item.name);
  const box = page.getByRole('textbox', { name: quantityLabel(item), exact: true });
  await tabTo(page, box);
  await typeHere(page, '2');
  const more = page.getByRole('button', { name: `One more ${item.name} (${`${item.pu} ${item.u}`.trim()})` });
  await tabTo(page, more);
  await page.keyboard.press('Space');
  // One more pack of pieces, half a pack of what is weighed.
  const ordered = isPieceUnit(item.u) ? 3 : 2.5;
  await expect(box).toHaveValue(String(ordered));

  // Back up to the search box, clear it, and open the other item's category with Enter.
  await tabTo(page, search, { back: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  const category = categoryHeader(page, other.category.n);
  await tabTo(page, category);
  await page.keyboard.press('Enter');
  await expect(categoryPanel(page, other.category.n)).toHaveAttribute('open', '');
  const otherBox = page.getByRole('textbox', { name: quantityLabel(other), exact: true });
  await tabTo(page, otherBox);
  await typeHere(page, '1');

  // The order type: one Tab stop for the group, the arrows move and choose, Space keeps it.
  // The open category's items each have three stops (−, box, +): a long way, but a way.
  await tabTo(page, page.getByRole('radiogroup', { name: 'Order Type' }), { max: 400 });
  const wanted = page.getByRole('radio', { name: CUSTOMER.orderType, exact: true });
  for (let press = 0; press < 4 && !(await holdsFocus(wanted)); press++) {
    await page.keyboard.press('ArrowDown');
    await expectFocusVisible(page, 'an arrow in the order type');
  }
  await page.keyboard.press('Space');
  await expect(wanted).toBeChecked();

  // Review with Enter; the summary holds focus; Confirm with Enter.
  const review = page.getByRole('button', { name: 'Review' });
  await tabTo(page, review);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(item.name);
  const confirm = summary.getByRole('button', { name: 'Confirm' });
  await tabTo(page, confirm, { within: summary, max: 20 });
  await page.keyboard.press('Enter');

  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^ORD[A-Z]{3}\d{4,}$/);
  const orderId = (await orderNumber.textContent()) ?? '';
  // The thank-you page is reached by keyboard too: its first Tab lands in sight.
  await page.keyboard.press('Tab');
  await expectFocusVisible(page, 'the thank-you page');

  const lines = await withDatabase(async (db) => {
    const result = await db.query<{
      item_id: number;
      quantity: string;
      last_name: string;
      order_type: string;
    }>(
      `select l.item_id, l.quantity::text as quantity, o.last_name, o.order_type
         from orders o join order_lines l on l.order_id = o.id
        where o.order_id = $1 order by l.item_id`,
      [orderId],
    );
    return result.rows;
  });
  expect(lines.map((line) => [line.item_id, Number(line.quantity)])).toEqual(
    [
      [item.id, ordered],
      [other.id, 1],
    ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
  );
  expect(lines[0]?.last_name).toBe(`${CUSTOMER.lastName} Keys`);
  expect(lines[0]?.order_type).toBe(CUSTOMER.orderType);
});

// Snacks sent to T.Nagar: products no other spec takes (stock-received.spec.ts takes the last two).
const OUTLET = { id: 't-nagar', name: 'T.Nagar' };

test('an outlet receives a dispatch with the keyboard alone: a line short, its reason, Confirm', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const products = (await untouchedTeamProducts('snacks')).slice(-4, -2);
  const [short, whole] = products;
  if (!short || !whole) throw new Error('need two untouched snacks products');
  const label = (p: TeamProduct) => `${p.name} ${p.variant}`;
  const token = await apiToken(request);
  const before = {
    short: await onHand(request, token, OUTLET.id, short.id),
    whole: await onHand(request, token, OUTLET.id, whole.id),
  };
  await sendToOutlet(request, token, { teamId: 'snacks', outletId: OUTLET.id, products, sent: [5, 2] });

  const receiver = await createStaffUser(request, { role: 'outlet', outletId: OUTLET.id });
  // Signing in is by keyboard too: Username, Password, Enter.
  await page.goto('/adminlogin');
  await tabTo(page, page.getByLabel('Username'));
  await typeHere(page, receiver.username);
  await tabTo(page, page.getByLabel('Password'));
  await typeHere(page, receiver.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/adminlogin/);
  await page.goto('/stock-received');
  await expect(page).toHaveURL(/\/stock-received\?outletId=t-nagar$/);
  await expect(page.getByRole('heading', { name: 'Stock Received' })).toBeVisible();

  // From the page's top: the first Tab is "Skip to content", which passes the header and the menu's
  // links; from there to the short line's box, where the arrow takes it from 5 to 4.
  const received = page.getByRole('spinbutton', { name: `Actual Received for ${label(short)}` });
  await expect(received).toHaveValue('5');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, { max: 1 });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, received, { max: 12 });
  await page.keyboard.press('ArrowDown');
  await expect(received).toHaveValue('4');

  // The reason appears beside it: Tab to it, open it, choose Short with the arrows and Enter.
  const reason = page.getByRole('combobox', { name: `Reason for ${label(short)}` });
  await tabTo(page, reason);
  await page.keyboard.press('Enter');
  await expect(reason).toHaveAttribute('aria-expanded', 'true');
  // The arrows move the active option, which the box names (aria-activedescendant) for a screen reader.
  const activeOption = async () => {
    const id = await reason.getAttribute('aria-activedescendant');
    return id ? page.locator(`[id="${id}"]`).getAttribute('aria-label') : null;
  };
  for (let press = 0; press < 8 && (await activeOption()) !== 'Short'; press++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await activeOption()).toBe('Short');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(label(short)) })).toContainText('Short');

  // Confirm, then OK in the dialog, both with the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Confirm', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Confirm Dispatch for ${today()}` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'OK' }), { within: dialog, max: 10 });
  await page.keyboard.press('Enter');
  // Its two lines, and any other spec's on its way to T.Nagar (dispatch-day's), all received.
  await expect(page.getByText(/^\d+ lines received\. 1 difference opened a dispute\.$/)).toBeVisible();

  expect(await onHand(request, token, OUTLET.id, short.id)).toBe(before.short + 4);
  expect(await onHand(request, token, OUTLET.id, whole.id)).toBe(before.whole + 2);
  const dispute = await withDatabase(async (db) => {
    const result = await db.query<{ reason: string; quantity_received: string }>(
      `select d.reason, d.quantity_received::text as quantity_received
         from disputes d join dispatch_lines l on l.id = d.dispatch_line_id
         join dispatches x on x.id = l.dispatch_id
        where l.product_id = $1 and x.outlet_id = $2`,
      [short.id, OUTLET.id],
    );
    return result.rows;
  });
  expect(dispute.map((row) => [row.reason, Number(row.quantity_received)])).toEqual([['short', 4]]);
});
