import { formatPaise, parseRupees } from '@kadai/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { testGatewayTransactions } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { allow, isAllowed } from '../../auth/access.ts';
import { gatewayPage, refusedPage } from './gateway-page.ts';
import { LATER_STATUSES, LOCAL_GATEWAY } from './local-gateway-settings.ts';

/**
 * Finance and admins only. Anyone else could reverse or refund every test payment the shop has
 * taken (and the shop would act on it), so these routes declare their access as /api routes do,
 * and the app's access hook, which runs for every route that declares one, checks the session;
 * each handler checks again, in case the routes are ever mounted where that hook does not run.
 * Its POST is a same-origin form: the app's same-origin guard refuses one from another site.
 */
const CONSOLE_ACCESS = allow('finance');

function assertConsoleUser(request: FastifyRequest): void {
  if (!request.user) throw new AppError('unauthorised', 'Please sign in to continue.');
  if (!isAllowed(CONSOLE_ACCESS, request.user))
    throw new AppError('forbidden', 'Your role does not allow this.');
}

/** A word a gateway could write: printable, short. */
const STATUS_WORD = /^[\p{L}\p{N}][\p{L}\p{N} .\-_/]{0,39}$/u;

/**
 * The test merchant console: every transaction, newest first, each with a form to give it a later
 * status (Auto-Reversed, Refunded, Chargeback … or any word typed), as a real gateway changes an
 * order's status a day or more after the payment. The status API then answers that word.
 */
export const consoleRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(
    LOCAL_GATEWAY.consolePath,
    { schema: { hide: true }, config: { access: CONSOLE_ACCESS } },
    async (request, reply) => {
      assertConsoleUser(request);
      const rows = await db
        .select()
        .from(testGatewayTransactions)
        .orderBy(desc(testGatewayTransactions.id))
        .limit(200);
      const options = LATER_STATUSES.map(
        (word) => `<option value="${escapeHtml(word)}">${escapeHtml(word)}</option>`,
      ).join('');
      const lines = rows
        .map((row) => {
          const amount = parseRupees(row.amount);
          return `<tr data-order="${escapeHtml(row.orderId)}"><td>${escapeHtml(row.orderId)}</td>
<td>${amount === null ? escapeHtml(row.amount) : escapeHtml(formatPaise(amount))}</td>
<td data-testid="gateway-status">${escapeHtml(row.status)}</td>
<td>${row.refundedPaise > 0 ? escapeHtml(formatPaise(row.refundedPaise)) : ''}</td>
<td><form method="post" action="${LOCAL_GATEWAY.consolePath}/transactions/${row.id}/status">
<select name="status" aria-label="Later status of ${escapeHtml(row.orderId)}">${options}</select>
<input name="word" aria-label="Or another status for ${escapeHtml(row.orderId)}" placeholder="or type a status" maxlength="40">
<button type="submit">Set status</button></form></td></tr>`;
        })
        .join('\n');
      return gatewayPage(reply, {
        status: 200,
        title: 'Test gateway: merchant console',
        wide: true,
        body: `<h1>Merchant console</h1>
<p>Newest first, at most 200. A status set here is what the status API answers from now on.</p>
<table><thead><tr><th>Order</th><th>Amount</th><th>Status</th><th>Refunded</th><th>Later status</th></tr></thead>
<tbody>${lines || '<tr><td colspan="5">No transactions yet.</td></tr>'}</tbody></table>`,
      });
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string | undefined> | undefined }>(
    `${LOCAL_GATEWAY.consolePath}/transactions/:id/status`,
    { schema: { hide: true }, config: { access: CONSOLE_ACCESS } },
    async (request, reply) => {
      assertConsoleUser(request);
      const id = Number(request.params.id);
      const typed = request.body?.word?.trim() ?? '';
      const word = typed || (request.body?.status?.trim() ?? '');
      if (!Number.isSafeInteger(id)) return refusedPage(reply, 'No such transaction.');
      if (!STATUS_WORD.test(word)) {
        return refusedPage(reply, 'A status is a word of at most 40 letters, digits, spaces or - . _ /.');
      }
      const [row] = await db
        .update(testGatewayTransactions)
        .set({
          status: word,
          // Shipped is what the Confirm API leaves: the order is confirmed from then on.
          ...(word === 'Shipped' && {
            confirmedAt: sql`coalesce(${testGatewayTransactions.confirmedAt}, now())`,
          }),
        })
        .where(eq(testGatewayTransactions.id, id))
        .returning({ id: testGatewayTransactions.id });
      if (!row) return refusedPage(reply, 'No such transaction.');
      return reply.code(303).header('location', LOCAL_GATEWAY.consolePath).send();
    },
  );
};
