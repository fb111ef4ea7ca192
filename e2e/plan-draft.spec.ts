import { expect, test } from '@playwright/test';
import { findPlanningRow, openPlanning, type PlanningProduct, rowTotal, setReq } from './src/planning.ts';
import { createStaffUser, signIn } from './src/staff.ts';

// A typed plan survives a session that ends. Baking's Nankhatai is this spec's alone (no
// other spec plans it), and nothing here is submitted, so no other spec sees a change.
const BAKING = { teamId: 'baking', teamName: 'Baking' };
const NANKHATAI: PlanningProduct = { productId: 'baking-nankhatai-250-g', search: 'Nankhatai' };
const BLUEBERRY_MUFFIN: PlanningProduct = { productId: 'baking-blueberry-muffin-6-pcs', search: 'Blueberry' };

test('a typed plan is kept on the server and back in its boxes after the session ends and the cook signs in again', async ({
  page,
  request,
}) => {
  const baker = await createStaffUser(request, { role: 'production', teamId: 'baking' });
  await signIn(page, baker);
  await openPlanning(page, BAKING);

  // "Typed plan kept" may still be the Adyar save's while the T.Nagar one waits out its pause, so
  // wait for the save that holds both numbers.
  const bothKept = page.waitForResponse((response) => {
    const sent = response.request();
    if (sent.method() !== 'PUT' || !response.url().includes('/api/production/plan-drafts')) return false;
    const plans = Object.values(sent.postDataJSON()?.plans?.[NANKHATAI.productId] ?? {});
    return response.ok() && plans.includes(17) && plans.includes(4);
  });
  await setReq(page, { ...NANKHATAI, outletName: 'Adyar', value: 17 });
  await setReq(page, { ...NANKHATAI, outletName: 'T.Nagar', value: 4 });
  await bothKept;
  const typed = page.getByRole('status', { name: 'Typed plan' });
  await expect(typed).toHaveText('Typed plan kept');
  const total = await rowTotal(await findPlanningRow(page, NANKHATAI)).innerText();

  // The session ends (its cookie is gone): the page sends the cook to sign in, then back here.
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/adminlogin/);
  await signIn(page, baker);
  await expect(page).toHaveURL(/\/planning\?/);
  await expect(page.getByRole('heading', { name: 'Daily Planning Stage' })).toBeVisible();
  await expect(typed).toHaveText('Your typed plan was restored');

  const row = await findPlanningRow(page, NANKHATAI);
  await expect(row.getByLabel('Adyar Req', { exact: true })).toHaveValue('17');
  await expect(row.getByLabel('T.Nagar Req', { exact: true })).toHaveValue('4');
  await expect(rowTotal(row)).toHaveText(total);

  // The draft is the regular plan's: urgent planning for the same team starts without it, so the
  // typed numbers cannot go out in an urgent batch. Blueberry Muffin is short at Adyar (it is on
  // both lists); it is only typed here, never submitted.
  await setReq(page, { ...BLUEBERRY_MUFFIN, outletName: 'Adyar', value: 23 });
  await expect(typed).toHaveText('Typed plan kept');
  await openPlanning(page, { ...BAKING, urgent: true });
  await expect(page.getByText('Urgent', { exact: true })).toBeVisible();
  await expect(typed).toHaveText('');
  const urgentRow = await findPlanningRow(page, BLUEBERRY_MUFFIN);
  await expect(urgentRow.getByLabel('Adyar Req', { exact: true })).not.toHaveValue('23');

  // The draft is this cook's: a colleague on the same team starts from the defaults.
  const colleague = await createStaffUser(request, { role: 'production', teamId: 'baking' });
  await page.context().clearCookies();
  await page.goto('/adminlogin');
  await signIn(page, colleague);
  await openPlanning(page, BAKING);
  await expect(typed).toHaveText('');
  const theirs = await findPlanningRow(page, NANKHATAI);
  await expect(theirs.getByLabel('Adyar Req', { exact: true })).not.toHaveValue('17');
});
