import type { Locator, Page } from '@playwright/test';

/**
 * A row of a staff list found by its words, as a person finds it: a table row on a laptop, the
 * row's card on a phone (CardTable). antd and the order list mark both with the row's
 * key, which a header row or a card's inner parts do not have.
 */
export function listRow(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.locator('tr[data-row-key], .row-card').filter({ hasText: text });
}
