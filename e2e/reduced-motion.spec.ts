import { MISSING_DETAILS_TITLE } from '@kadai/contract';
import { expect, type Page, test } from '@playwright/test';
import { openOrderForm } from './src/order-form.ts';

/**
 * Opens Review's missing-details dialog and answers whether any element ever carried the class
 * that runs antd's zoom animation (`-active`; without it the keyframes are not named). A
 * MutationObserver set up before the click sees every class the dialog passes through, so the
 * answer does not depend on how fast the machine is.
 */
async function dialogAnimated(page: Page): Promise<boolean> {
  await openOrderForm(page);
  await page.evaluate(() => {
    const seen = { animated: false };
    (window as unknown as { motionSeen: typeof seen }).motionSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (/\bant-zoom-(appear|enter)-active\b/.test(target.getAttribute?.('class') ?? ''))
          seen.animated = true;
        for (const node of record.addedNodes) {
          if (
            node instanceof Element &&
            node.querySelector('.ant-zoom-appear-active, .ant-zoom-enter-active')
          ) {
            seen.animated = true;
          }
        }
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  await page.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: MISSING_DETAILS_TITLE });
  await expect(dialog).toBeVisible();
  // Settled: a click aimed at a button still zooming in may land beside it.
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  return page.evaluate(
    () => (window as unknown as { motionSeen: { animated: boolean } }).motionSeen.animated,
  );
}

test('a phone that asks for reduced motion gets dialogs that appear at once', async ({ page }) => {
  // playwright.config.ts sets reducedMotion: 'reduce' for every test.
  expect(await dialogAnimated(page)).toBe(false);
});

test.describe('without a motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the same dialog zooms in', async ({ page }) => {
    expect(await dialogAnimated(page)).toBe(true);
  });
});
