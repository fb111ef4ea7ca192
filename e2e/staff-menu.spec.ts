import AxeBuilder from '@axe-core/playwright';
import { STAFF_MENU_GROUPS, staffMenu } from '@kadai/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './src/staff.ts';

/**
 * The staff side menu, where a person finds a screen by its work: operations.md §2's entries under group
 * headings, names in view whenever it is open, an icon of its own per entry; on a phone a full-height drawer
 * with a backdrop and no cut labels; "Change User" a 44 px control with its words.
 */
const entries = staffMenu();
const headings = STAFF_MENU_GROUPS.flatMap((group) => (group.heading ? [group.heading] : []));
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** How each entry of a menu is drawn: its name, whether it is in full view, its icon. */
async function drawnEntries(menu: Locator) {
  return menu.evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll('.ant-menu-item')].map((item) => {
      const label = item.querySelector('.ant-menu-title-content') as HTMLElement;
      const rect = label.getBoundingClientRect();
      let opacity = 1;
      for (let node: Element | null = label; node && node !== root; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      const icon = [...(item.querySelector('.anticon')?.classList ?? [])].find((c) => c !== 'anticon');
      return {
        name: label.textContent ?? '',
        shown: opacity === 1 && rect.width > 0 && rect.left >= box.left && rect.right <= box.right + 0.5,
        cut: label.scrollWidth > label.clientWidth,
        icon: icon ?? '',
      };
    });
  });
}

const changeUser = (page: Page) => page.getByRole('link', { name: 'Change User', exact: true });

async function expectChangeUserInWords(page: Page) {
  await expect(changeUser(page)).toBeVisible();
  await expect(changeUser(page)).toHaveText('Change User');
  const box = await changeUser(page).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  const viewport = page.viewportSize();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0);
}

test.describe('on a 1280 px laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the menu is open: group headings, every name in view, no icon used twice', async ({ page }) => {
    await signIn(page);
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const titles = menu.locator('.ant-menu-item-group-title');
    await expect(titles).toHaveText(headings);
    for (const title of await titles.all()) await expect(title).toBeVisible();
    // Each group's links are named by its heading for a screen reader, as they are seen under it.
    for (const group of STAFF_MENU_GROUPS) {
      if (!group.heading) continue;
      const first = entries.find((entry) => entry.group === group.key);
      if (!first) continue;
      await expect(
        menu
          .getByRole('group', { name: group.heading, exact: true })
          .getByRole('link', { name: first.label, exact: true }),
      ).toBeVisible();
    }

    const drawn = await drawnEntries(menu);
    expect(drawn.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.label));
    expect(drawn.filter((entry) => !entry.shown).map((entry) => entry.name)).toEqual([]);
    expect(drawn.filter((entry) => entry.cut).map((entry) => entry.name)).toEqual([]);
    const icons = drawn.map((entry) => entry.icon);
    expect(icons.every((icon) => icon.startsWith('anticon-'))).toBe(true);
    expect(new Set(icons).size).toBe(drawn.length);

    await expectChangeUserInWords(page);
  });

  test('the menu button folds it to a rail, each entry still a link by its name, and opens it again', async ({
    page,
  }) => {
    await signIn(page);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const sider = page.getByRole('complementary');
    await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeGreaterThan(200);

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeLessThan(80);
    await sider.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/users$/);

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await sider.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    await expect(sider.locator('.ant-menu-item-group-title')).toHaveText(headings);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a full-height drawer with a backdrop, no label cut, closed by Escape, the backdrop or a choice', async ({
    page,
  }) => {
    await signIn(page);
    await expectChangeUserInWords(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeHidden();
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    // Over the page, the screen's full height, with a backdrop beside it.
    const box = await drawer.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(740);
    const mask = page.locator('.staff-drawer .ant-drawer-mask');
    await expect(mask).toBeVisible();
    const maskBox = await mask.boundingBox();
    expect(maskBox?.width).toBe(360);

    // The focus has moved into it.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('.staff-drawer')))
      .toBe(true);

    // Headings and every name whole: wrapped if long, never "Daily Production Sche…".
    const menu = drawer.getByRole('navigation', { name: 'Staff menu' });
    await expect(menu.locator('.ant-menu-item-group-title')).toHaveText(headings);
    const drawn = await drawnEntries(menu);
    expect(drawn.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.label));
    expect(drawn.filter((entry) => entry.cut || !entry.shown).map((entry) => entry.name)).toEqual([]);
    for (const item of await menu.locator('.ant-menu-item').all()) {
      expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }

    const results = await new AxeBuilder({ page }).include('.staff-drawer').withTags(WCAG_TAGS).analyze();
    const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Escape closes it, and the focus is back on the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // So does a tap on the backdrop, beside the drawer.
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(345, 400);
    await expect(drawer).toBeHidden();

    // Choosing an entry goes there and closes it.
    await menuButton.click();
    await expect(drawer).toBeVisible();
    const users = drawer.getByRole('link', { name: 'Users', exact: true });
    await users.scrollIntoViewIfNeeded();
    await users.click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  });
});
