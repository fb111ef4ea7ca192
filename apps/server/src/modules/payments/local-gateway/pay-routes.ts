import { randomBytes } from 'node:crypto';
import { formatPaise, GATEWAY_CURRENCY, parseRupees } from '@kadai/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { testGatewayTransactions } from '../../../db/schema/index.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { decryptCcavenue, encryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import {
  CCAVENUE_BILLING_LIMITS,
  ccavenueOutcome,
  codePointLength,
  decodeCcavenueRequest,
  formatCcavenueFields,
} from '../../../ports/ccavenue-gateway.ts';
import { gatewayPage, gatewayTimes, refusedPage } from './gateway-page.ts';
import { LOCAL_GATEWAY, OTHER_FIRST_ANSWERS } from './local-gateway-settings.ts';

/** The three buttons: the callback's word, and the word the status API keeps (as CCAvenue's differ). */
const BUTTONS = {
  success: { callback: 'Success', status: 'Successful' },
  failure: { callback: 'Failure', status: 'Unsuccessful' },
  cancel: { callback: 'Aborted', status: 'Aborted' },
} as const;
type Button = keyof typeof BUTTONS;

function isButton(choice: string): choice is Button {
  return Object.hasOwn(BUTTONS, choice);
}

function isOtherAnswer(word: unknown): word is (typeof OTHER_FIRST_ANSWERS)[number] {
  return typeof word === 'string' && (OTHER_FIRST_ANSWERS as readonly string[]).includes(word);
}

/** The encrypted order the browser posts, shown with Success, Failure, Cancel and any other first answer. */
const orderPageRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const key = LOCAL_GATEWAY.workingKey;

  app.post<{ Body: Record<string, string | undefined> }>(
    LOCAL_GATEWAY.transactionPath,
    { schema: { hide: true } },
    async (request, reply) => {
      const body = request.body ?? {};
      if (body.access_code !== LOCAL_GATEWAY.accessCode) return refusedPage(reply, 'Unknown access code.');
      let fields: Record<string, string>;
      try {
        fields = decodeCcavenueRequest(decryptCcavenue(body.encRequest ?? '', key));
      } catch {
        return refusedPage(reply, 'The order did not decrypt with this merchant’s working key.');
      }
      const amountPaise = parseRupees(fields.amount ?? '');
      const orderId = fields.order_id ?? '';
      if (
        fields.merchant_id !== LOCAL_GATEWAY.merchantId ||
        !orderId ||
        orderId.length > 30 ||
        amountPaise === null
      ) {
        return refusedPage(
          reply,
          'The order lacks a merchant id, an order id of at most 30 characters or an amount.',
        );
      }
      if (fields.currency !== GATEWAY_CURRENCY)
        return refusedPage(reply, `Only ${GATEWAY_CURRENCY} is accepted.`);
      const billingName = fields.billing_name ?? '';
      const billingEmail = fields.billing_email ?? '';
      // CCAvenue's limits: it refuses the order rather than cut a field itself.
      if (codePointLength(billingName) > CCAVENUE_BILLING_LIMITS.name)
        return refusedPage(reply, `billing_name is longer than ${CCAVENUE_BILLING_LIMITS.name} characters.`);
      if (codePointLength(billingEmail) > CCAVENUE_BILLING_LIMITS.email)
        return refusedPage(
          reply,
          `billing_email is longer than ${CCAVENUE_BILLING_LIMITS.email} characters.`,
        );
      const [row] = await db
        .insert(testGatewayTransactions)
        .values({
          orderId,
          amount: fields.amount ?? '',
          currency: fields.currency,
          redirectUrl: fields.redirect_url ?? '',
          cancelUrl: fields.cancel_url ?? '',
          billingName,
          billingEmail,
          merchantParam1: fields.merchant_param1 ?? '',
        })
        .onConflictDoNothing()
        .returning({ id: testGatewayTransactions.id });
      // CCAvenue refuses an order id it has seen: so does its stand-in.
      if (!row) return refusedPage(reply, `The order id ${orderId} was already used.`);
      const action = (choice: string) => `/test-gateway/transaction/${row.id}/${choice}`;
      const button = (choice: Button, label: string) =>
        `<form method="post" action="${action(choice)}" style="display:inline">
<button type="submit">${label}</button></form>`;
      const options = OTHER_FIRST_ANSWERS.map(
        (word) => `<option value="${escapeHtml(word)}">${escapeHtml(word)}</option>`,
      ).join('');
      return gatewayPage(reply, {
        status: 200,
        title: 'Test gateway: pay',
        body: `<h1>Pay ${escapeHtml(formatPaise(amountPaise))}</h1>
<dl><dt>Order</dt><dd data-testid="gateway-order">${escapeHtml(orderId)}</dd>
<dt>Name</dt><dd>${escapeHtml(billingName)}</dd></dl>
${button('success', 'Success')}${button('failure', 'Failure')}${button('cancel', 'Cancel')}
<form method="post" action="${action('other')}"><p><label for="other-answer">Other answer</label>
<select id="other-answer" name="status">${options}</select>
<button type="submit">Answer with this status</button></p></form>`,
      });
    },
  );
};

/**
 * The button pressed: the encrypted answer posted back to the shop's redirect (or, for Cancel,
 * cancel) URL, written as CCAvenue writes it.
 */
const answerRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const key = LOCAL_GATEWAY.workingKey;

  app.post<{ Params: { id: string; choice: string }; Body: Record<string, string | undefined> | undefined }>(
    '/test-gateway/transaction/:id/:choice',
    { schema: { hide: true } },
    async (request, reply) => {
      const { choice } = request.params;
      const id = Number(request.params.id);
      const other = request.body?.status;
      const words = isButton(choice)
        ? BUTTONS[choice]
        : choice === 'other' && isOtherAnswer(other)
          ? { callback: other, status: other }
          : null;
      if (!words || !Number.isSafeInteger(id)) return refusedPage(reply, 'No such choice.');
      const trackingId = String(100_000_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000_000));
      const answeredAt = new Date();
      const [row] = await db
        .update(testGatewayTransactions)
        .set({ status: words.status, trackingId, answeredAt })
        .where(and(eq(testGatewayTransactions.id, id), isNull(testGatewayTransactions.answeredAt)))
        .returning();
      if (!row) return refusedPage(reply, 'This payment was already answered.');
      const outcome = ccavenueOutcome(words.callback);
      const paid = outcome === 'success';
      const params = [row.merchantParam1, '', '', '', ''];
      // CCAvenue's callback, its fields in its order, the values raw (not URL-encoded).
      const encResp = encryptCcavenue(
        formatCcavenueFields({
          order_id: row.orderId,
          tracking_id: trackingId,
          bank_ref_no: paid ? `TEST${trackingId.slice(-6)}` : '',
          order_status: words.callback,
          failure_message: outcome === 'failure' ? 'Declined by the test gateway' : '',
          payment_mode: 'Test card',
          card_name: 'Test card',
          status_code: '',
          status_message: paid ? 'Approved by the test gateway' : words.callback,
          currency: row.currency,
          amount: row.amount,
          billing_name: row.billingName,
          billing_email: row.billingEmail,
          ...Object.fromEntries(params.map((value, i) => [`merchant_param${i + 1}`, value])),
          mer_amount: row.amount,
          trans_date: gatewayTimes(answeredAt).transDate,
        }),
        key,
      );
      const target = choice === 'cancel' ? row.cancelUrl : row.redirectUrl;
      return gatewayPage(reply, {
        status: 200,
        title: 'Test gateway: back to the shop',
        body: `<h1>Back to the shop…</h1>
<form method="post" action="${escapeHtml(target)}">
<input type="hidden" name="encResp" value="${encResp}"><input type="hidden" name="orderNo" value="${escapeHtml(row.orderId)}">
<button type="submit">Continue</button></form><script src="/test-gateway/auto-submit.js"></script>`,
      });
    },
  );

  // A file, not inline script: the pages keep the app's script-src 'self'.
  app.get('/test-gateway/auto-submit.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-store').send('document.forms[0].submit();\n'),
  );
};

/**
 * The customer's side of the test gateway: the encrypted order the browser posts, a page showing
 * it with Success, Failure, Cancel and any other first answer, and the encrypted answer posted
 * back to the shop's redirect (or, for Cancel, cancel) URL, written as CCAvenue writes it.
 */
export const payRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(orderPageRoutes, { db });
  await app.register(answerRoutes, { db });
};
