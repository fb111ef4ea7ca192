import { GATEWAY_BILLING, GATEWAY_CURRENCY, paiseToDecimal, parseRupees } from '@kadai/contract';
import { decryptCcavenue, encryptCcavenue } from './ccavenue-cipher.ts';
import type {
  GatewayAnswer,
  GatewayOrder,
  GatewaySettings,
  PaymentGatewayPort,
  PaymentOutcome,
} from './payment-gateway.ts';

/** The callback's order_status (what the browser brings back). */
const CALLBACK_OUTCOMES: Record<string, PaymentOutcome> = {
  Success: 'success',
  Failure: 'failure',
  Aborted: 'aborted',
  Awaited: 'awaited',
  Invalid: 'invalid',
};

/** The status API's order_status (orderStatusTracker, version 1.2). */
const STATUS_OUTCOMES: Record<string, PaymentOutcome> = {
  Successful: 'success',
  Shipped: 'success',
  Unsuccessful: 'failure',
  Fraud: 'failure',
  Timeout: 'failure',
  Aborted: 'aborted',
  Cancelled: 'aborted',
  'Auto-Cancelled': 'aborted',
  'Auto-Reversed': 'aborted',
  Initiated: 'awaited',
  Awaited: 'awaited',
  Invalid: 'invalid',
};

/** key=value&… with every value URL-encoded, as CCAvenue's kits build and read them. */
function toQuery(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

function fromQuery(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at);
    const raw = pair.slice(at + 1).replace(/\+/g, ' ');
    try {
      out[key] = decodeURIComponent(raw);
    } catch {
      out[key] = raw;
    }
  }
  return out;
}

/** "1250.50" → 125050 paise, exactly; anything else → null. */
function amountPaise(text: unknown): number | null {
  if (typeof text === 'number') return parseRupees(text.toFixed(2));
  return typeof text === 'string' ? parseRupees(text.trim()) : null;
}

/**
 * CCAvenue (MCPG): the browser posts encRequest + access_code to the transaction URL; the answer
 * comes back as encResp posted to our redirect or cancel URL; the status API (orderStatusTracker)
 * says what the gateway itself recorded. Everything is encrypted with the working key
 * (ccavenue-cipher.ts); what does not decrypt is not an answer.
 */
export function createCcavenueGateway(
  settings: GatewaySettings & { fetch?: typeof fetch },
): PaymentGatewayPort {
  const { merchantId, accessCode, workingKey } = settings;
  if (!merchantId || !accessCode || !workingKey) {
    throw new Error('CCAvenue needs a merchant id, an access code and a working key');
  }
  const send = settings.fetch ?? fetch;
  return {
    provider: settings.provider,
    paymentForm(order: GatewayOrder) {
      const request = toQuery({
        merchant_id: merchantId,
        order_id: order.gatewayOrderId,
        currency: GATEWAY_CURRENCY,
        amount: paiseToDecimal(order.amountPaise),
        redirect_url: order.redirectUrl,
        cancel_url: order.cancelUrl,
        language: 'EN',
        billing_name: order.billing.name,
        billing_email: order.billing.email,
        billing_tel: order.billing.phone,
        billing_state: GATEWAY_BILLING.state,
        billing_country: GATEWAY_BILLING.country,
        merchant_param1: order.merchantParam1,
      });
      return {
        action: settings.transactionUrl,
        fields: { encRequest: encryptCcavenue(request, workingKey), access_code: accessCode },
      };
    },
    readCallback(encResp: string): GatewayAnswer {
      const fields = fromQuery(decryptCcavenue(encResp, workingKey));
      return {
        gatewayOrderId: fields.order_id ?? '',
        outcome: CALLBACK_OUTCOMES[fields.order_status ?? ''] ?? 'invalid',
        amountPaise: amountPaise(fields.amount),
        currency: fields.currency ?? null,
        trackingId: fields.tracking_id || null,
        merchantParam1: fields.merchant_param1 ?? null,
        raw: fields,
      };
    },
    async fetchStatus(gatewayOrderId: string): Promise<GatewayAnswer | null> {
      const body = toQuery({
        enc_request: encryptCcavenue(
          JSON.stringify({ order_no: gatewayOrderId, reference_no: '' }),
          workingKey,
        ),
        access_code: accessCode,
        command: 'orderStatusTracker',
        request_type: 'JSON',
        response_type: 'JSON',
        version: '1.2',
      });
      const res = await send(settings.statusUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`the CCAvenue status API answered ${res.status}`);
      const answer = fromQuery(await res.text());
      if (answer.status !== '0')
        throw new Error(`the CCAvenue status API refused: ${answer.enc_response ?? answer.status}`);
      const json = JSON.parse(decryptCcavenue(answer.enc_response ?? '', workingKey)) as Record<
        string,
        unknown
      >;
      // status 1 with "no records": the gateway has never seen this order (the customer never got there).
      if (Number(json.status) !== 0) return null;
      const raw = Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v ?? '')]));
      return {
        gatewayOrderId: String(json.order_no ?? gatewayOrderId),
        outcome: STATUS_OUTCOMES[String(json.order_status ?? '')] ?? 'invalid',
        amountPaise: amountPaise(json.order_amt),
        currency: json.order_currncy ? String(json.order_currncy) : null,
        trackingId: json.reference_no ? String(json.reference_no) : null,
        merchantParam1: json.merchant_param1 ? String(json.merchant_param1) : null,
        raw,
      };
    },
  };
}

export const ccavenueQuery = { toQuery, fromQuery };
