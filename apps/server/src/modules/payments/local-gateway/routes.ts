import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import { formatPaise, GATEWAY_CURRENCY, parseRupees } from '@kadai/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { testGatewayTransactions } from '../../../db/schema/index.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { decryptCcavenue, encryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import { ccavenueQuery } from '../../../ports/ccavenue-gateway.ts';
import { LOCAL_GATEWAY } from './local-gateway-settings.ts';

const { fromQuery, toQuery } = ccavenueQuery;

const OUTCOMES = {
  success: { callback: 'Success', status: 'Successful' },
  failure: { callback: 'Failure', status: 'Unsuccessful' },
  cancel: { callback: 'Aborted', status: 'Aborted' },
} as const;
type Outcome = keyof typeof OUTCOMES;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}
.banner{background:#fff3cd;border:1px solid #e0c36c;padding:.75rem;border-radius:6px}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;min-height:44px}</style></head>
<body><p class="banner" role="note">Kadai test gateway — no money moves. It speaks CCAvenue's protocol so the
shop can be tried without a merchant account.</p>${body}</body></html>`);
}

function refused(reply: FastifyReply, message: string) {
  return page(reply, 400, 'Test gateway: refused', `<h1>Refused</h1><p>${escapeHtml(message)}</p>`);
}

/**
 * A stand-in for CCAvenue served by the product when no real settings are given: it takes the
 * encrypted order the browser posts, shows it with Success, Failure and Cancel, posts the
 * encrypted answer back to the shop's redirect or cancel URL, and answers the status API
 * (orderStatusTracker) from what it recorded. Mounted only without CCAvenue settings (app.ts).
 */
export const localGatewayRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(fastifyFormbody);
  const key = LOCAL_GATEWAY.workingKey;

  app.post<{ Body: Record<string, string | undefined> }>(
    '/test-gateway/transaction',
    { schema: { hide: true } },
    async (request, reply) => {
      const body = request.body ?? {};
      if (body.access_code !== LOCAL_GATEWAY.accessCode) return refused(reply, 'Unknown access code.');
      let fields: Record<string, string>;
      try {
        fields = fromQuery(decryptCcavenue(body.encRequest ?? '', key));
      } catch {
        return refused(reply, 'The order did not decrypt with this merchant’s working key.');
      }
      const amountPaise = parseRupees(fields.amount ?? '');
      const orderId = fields.order_id ?? '';
      if (
        fields.merchant_id !== LOCAL_GATEWAY.merchantId ||
        !orderId ||
        orderId.length > 30 ||
        amountPaise === null
      ) {
        return refused(
          reply,
          'The order lacks a merchant id, an order id of at most 30 characters or an amount.',
        );
      }
      if (fields.currency !== GATEWAY_CURRENCY)
        return refused(reply, `Only ${GATEWAY_CURRENCY} is accepted.`);
      const [row] = await db
        .insert(testGatewayTransactions)
        .values({
          orderId,
          amount: fields.amount ?? '',
          currency: fields.currency,
          redirectUrl: fields.redirect_url ?? '',
          cancelUrl: fields.cancel_url ?? '',
          billingName: fields.billing_name ?? '',
          merchantParam1: fields.merchant_param1 ?? '',
        })
        .onConflictDoNothing()
        .returning({ id: testGatewayTransactions.id });
      // CCAvenue refuses an order id it has seen: so does its stand-in.
      if (!row) return refused(reply, `The order id ${orderId} was already used.`);
      const button = (outcome: Outcome, label: string) =>
        `<form method="post" action="/test-gateway/transaction/${row.id}/${outcome}" style="display:inline">
<button type="submit">${label}</button></form>`;
      return page(
        reply,
        200,
        'Test gateway: pay',
        `<h1>Pay ${escapeHtml(formatPaise(amountPaise))}</h1>
<dl><dt>Order</dt><dd data-testid="gateway-order">${escapeHtml(orderId)}</dd>
<dt>Name</dt><dd>${escapeHtml(fields.billing_name ?? '')}</dd></dl>
${button('success', 'Success')}${button('failure', 'Failure')}${button('cancel', 'Cancel')}`,
      );
    },
  );

  app.post<{ Params: { id: string; outcome: string } }>(
    '/test-gateway/transaction/:id/:outcome',
    { schema: { hide: true } },
    async (request, reply) => {
      const outcome = request.params.outcome as Outcome;
      const id = Number(request.params.id);
      if (!(outcome in OUTCOMES) || !Number.isSafeInteger(id)) return refused(reply, 'No such choice.');
      const trackingId = String(100_000_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000_000));
      const [row] = await db
        .update(testGatewayTransactions)
        .set({ status: OUTCOMES[outcome].status, trackingId, answeredAt: new Date() })
        .where(and(eq(testGatewayTransactions.id, id), eq(testGatewayTransactions.status, 'Initiated')))
        .returning();
      if (!row) return refused(reply, 'This payment was already answered.');
      const encResp = encryptCcavenue(
        toQuery({
          order_id: row.orderId,
          tracking_id: trackingId,
          bank_ref_no: outcome === 'success' ? `TEST${trackingId.slice(-6)}` : '',
          order_status: OUTCOMES[outcome].callback,
          failure_message: outcome === 'failure' ? 'Declined by the test gateway' : '',
          payment_mode: 'Test card',
          currency: row.currency,
          amount: row.amount,
          billing_name: row.billingName,
          merchant_param1: row.merchantParam1,
        }),
        key,
      );
      const action = outcome === 'cancel' ? row.cancelUrl : row.redirectUrl;
      return page(
        reply,
        200,
        'Test gateway: back to the shop',
        `<h1>Back to the shop…</h1>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="encResp" value="${encResp}"><input type="hidden" name="orderNo" value="${escapeHtml(row.orderId)}">
<button type="submit">Continue</button></form><script src="/test-gateway/auto-submit.js"></script>`,
      );
    },
  );

  // A file, not inline script: the pages keep the app's script-src 'self'.
  app.get('/test-gateway/auto-submit.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-store').send('document.forms[0].submit();\n'),
  );

  app.post<{ Body: Record<string, string | undefined> }>(
    LOCAL_GATEWAY.statusPath,
    { schema: { hide: true } },
    async (request, reply) => {
      const body = request.body ?? {};
      const answer = (json: object) =>
        reply.type('text/plain').send(`status=0&enc_response=${encryptCcavenue(JSON.stringify(json), key)}`);
      if (body.access_code !== LOCAL_GATEWAY.accessCode || body.command !== 'orderStatusTracker') {
        return reply
          .type('text/plain')
          .send('status=1&enc_response=Access_code: Invalid Parameter&enc_error_code=51407');
      }
      let orderNo = '';
      try {
        orderNo = String(
          (JSON.parse(decryptCcavenue(body.enc_request ?? '', key)) as { order_no?: unknown }).order_no ?? '',
        );
      } catch {
        return reply.type('text/plain').send('status=1&enc_response=Invalid Request&enc_error_code=51419');
      }
      const [row] = await db
        .select()
        .from(testGatewayTransactions)
        .where(eq(testGatewayTransactions.orderId, orderNo));
      if (!row) return answer({ status: 1, error_desc: 'No records found', error_code: '51313' });
      return answer({
        status: 0,
        order_no: row.orderId,
        reference_no: row.trackingId ?? '',
        order_status: row.status,
        order_amt: Number(row.amount),
        order_currncy: row.currency,
        merchant_param1: row.merchantParam1,
      });
    },
  );
};
