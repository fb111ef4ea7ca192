import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in the antd single Select whose combobox is `combobox`, and waits until the
 * list has closed with the option shown. The list opens with an animation: a click that lands
 * while it moves can miss, leaving it open over the next field (CI saw a Role list cover the
 * Team select for a minute). So the whole pick is retried until the select shows the choice.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  option: string,
  /**
   * Type the option into the select's search first. A long list (the drivers and vans every spec
   * adds) only draws the options in view, and on a phone's 44 px rows the one wanted may not be.
   */
  { search = false }: { search?: boolean } = {},
): Promise<void> {
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click({ timeout: 2_000 });
    if (search) await combobox.fill(option, { timeout: 2_000 });
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
      .first()
      .click({ timeout: 2_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
