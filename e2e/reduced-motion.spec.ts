import { MISSING_DETAILS_TITLE } from '@kadai/contract';
import { expect, type Page, test } from '@playwright/test';
import { openOrderForm } from './src/order-form.ts';

/**
 * Opens Review's missing-details dialog and answers whether it was drawn with an animation (the
 * zoom plain.css names for it; none when the phone asks for reduced motion). A MutationObserver set
 * up before the click reads the dialog's animation the moment it opens, so the answer does not
 * depend on how fast the machine is.
 */
async function dialogAnimated(page: Page): Promise<boolean> {
  await openOrderForm(page);
  await page.evaluate(() => {
    const seen = { animated: false };
    (window as unknown as { motionSeen: typeof seen }).motionSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (
          target instanceof HTMLDialogElement &&
          target.open &&
          getComputedStyle(target).animationName !== 'none'
        )
          seen.animated = true;
      }
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  });
  await page.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: MISSING_DETAILS_TITLE });
  await expect(dialog).toBeVisible();
  // Settled: a click aimed at a button still zooming in may land beside it.
  await expect
    .poll(() =>
      dialog.evaluate((element) => element.getAnimations().every((a) => a.playState === 'finished')),
    )
    .toBe(true);
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
