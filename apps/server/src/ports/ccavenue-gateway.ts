import { GATEWAY_BILLING, GATEWAY_CURRENCY, paiseToDecimal, parseRupees } from '@kadai/contract';
import { decryptCcavenue, encryptCcavenue } from './ccavenue-cipher.ts';
import {
  type GatewayActionAnswer,
  type GatewayAnswer,
  type GatewayOrder,
  GatewayRefusedError,
  type GatewaySettings,
  type PaymentGatewayPort,
  type PaymentOutcome,
} from './payment-gateway.ts';

/**
 * Every order_status word CCAvenue documents, as it writes them (the callback's and the status
 * API's share one table: a word means the same wherever it comes). See PaymentOutcome.
 */
const OUTCOME_OF_WORD = new Map<string, PaymentOutcome>([
  ['Success', 'success'],
  ['Successful', 'success'],
  ['Shipped', 'success'],
  ['Awaited', 'awaited'],
  ['Initiated', 'awaited'],
  ['Failure', 'failure'],
  ['Unsuccessful', 'failure'],
  ['Timeout', 'failure'],
  ['Aborted', 'aborted'],
  ['Cancelled', 'aborted'],
  ['Auto-Cancelled', 'aborted'],
  ['Invalid', 'invalid'],
  ['Auto-Reversed', 'reversed'],
  ['Fraud', 'reversed'],
  ['Chargeback', 'reversed'],
  ['System refund', 'reversed'],
  ['Systemrefund', 'reversed'],
  ['Refunded', 'refunded'],
]);
const OUTCOME_OF_LOWER = new Map(
  [...OUTCOME_OF_WORD].map(([word, outcome]) => [word.toLowerCase(), outcome]),
);

/**
 * The outcome of an order_status word. Surrounding spaces are not part of the word (CCAvenue's own
 * PHP kit trims it). The word is looked up as CCAvenue writes it, then case-insensitively, so
 * "SUCCESS" is Success: a different case cannot mean another word. Nothing looser (no prefixes,
 * no spelling variants): any other word is 'unknown', which settles nothing.
 */
export function ccavenueOutcome(word: string): PaymentOutcome {
  const trimmed = word.trim();
  return OUTCOME_OF_WORD.get(trimmed) ?? OUTCOME_OF_LOWER.get(trimmed.toLowerCase()) ?? 'unknown';
}

function isShipped(word: string): boolean {
  return word.trim().toLowerCase() === 'shipped';
}

/**
 * The request as CCAvenue's kits build it: key=value&… with each value URL-encoded (the PHP kit
 * runs urlencode on every value; the NodeJS kit encrypts the browser's url-encoded form body).
 */
export function encodeCcavenueRequest(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Reads a request built as above ('+' a space, as PHP's urlencode writes it), the way CCAvenue does. */
export function decodeCcavenueRequest(text: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at);
    const raw = pair.slice(at + 1).replace(/\+/g, ' ');
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
    if (!fields.has(key)) fields.set(key, value);
  }
  return Object.fromEntries(fields);
}

/**
 * What CCAvenue writes back (the callback's plaintext, the API's outer answer): key=value&… with
 * the values as they are, not URL-encoded. Its kits read it by splitting on & and then on =.
 */
export function formatCcavenueFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * Reads what CCAvenue writes, as its kits do, without URL-decoding: a value may hold '+', '%', a
 * space or '=' (each pair is split at its first '='). The first occurrence of a key wins, and
 * `repeated` names every key that came more than once: a value holding '&' (a billing name) can
 * add pairs of its own, and a reader must not let them count.
 */
export function parseCcavenueFields(text: string): { fields: Record<string, string>; repeated: string[] } {
  const fields = new Map<string, string>();
  const repeated = new Set<string>();
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at);
    if (fields.has(key)) repeated.add(key);
    else fields.set(key, pair.slice(at + 1));
  }
  // From a Map, so a key such as __proto__ is a field like any other.
  return { fields: Object.fromEntries(fields), repeated: [...repeated] };
}

/** The callback's keys the payment decision reads: a second occurrence of any of them is refused. */
const DECISIVE_KEYS = [
  'order_id',
  'order_status',
  'amount',
  'mer_amount',
  'currency',
  'tracking_id',
  'merchant_param1',
];

/** Rupees with at most two decimals, as CCAvenue writes them; anything else (a float's tail, "1e21") is not an amount. */
const RUPEES = /^\d+(\.\d{1,2})?$/;

/** "1250.50" (text) or 1250.5 (a JSON number) → 125050 paise, exactly; anything else → null. */
function amountPaise(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    // String() of a double is its shortest exact spelling: 1250.5 stays 1250.5, 0.1 + 0.2 is refused.
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  return RUPEES.test(text) ? parseRupees(text) : null;
}

/**
 * CCAvenue's limits on the billing fields (its parameter table): billing_name 60 characters,
 * billing_email 70. The name is cut to 60 code points, at a grapheme boundary so a Tamil vowel
 * sign or a surrogate pair is never split from its letter; a longer e-mail is left out entirely,
 * because a cut address is a wrong address and the gateway would mail a stranger.
 */
export const CCAVENUE_BILLING_LIMITS = { name: 60, email: 70 } as const;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

export function fitBillingName(name: string): string {
  if (codePointLength(name) <= CCAVENUE_BILLING_LIMITS.name) return name;
  let kept = '';
  let length = 0;
  for (const { segment } of graphemes.segment(name)) {
    const n = codePointLength(segment);
    if (length + n > CCAVENUE_BILLING_LIMITS.name) break;
    kept += segment;
    length += n;
  }
  return kept.trimEnd();
}

function billingEmailField(email: string): { billing_email?: string } {
  return codePointLength(email) <= CCAVENUE_BILLING_LIMITS.email ? { billing_email: email } : {};
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API answers either flat or wrapped in one object named after the call (Order_Status_Result …). */
function unwrap(json: unknown, wrapper: string): Json {
  if (!isObject(json)) throw new Error('the CCAvenue API answered something that is not a JSON object');
  const inner = json[wrapper];
  return isObject(inner) ? inner : json;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function flatten(json: Json): Record<string, string> {
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, text(value)]));
}

/** "No records found" (51313 and its wording): the gateway never saw the order. */
const NO_RECORD_CODE = '51313';
const NO_RECORD_TEXT = /no\s+records?\b/i;

/** Confirm's failed orders: failed_List may be the list itself, or hold failed_order as one object or a list. */
function failedOrders(list: unknown): Json[] {
  const items = isObject(list) ? list.failed_order : list;
  if (Array.isArray(items)) return items.filter(isObject);
  return isObject(items) ? [items] : [];
}

/**
 * CCAvenue (MCPG): the browser posts encRequest + access_code to the transaction URL; the answer
 * comes back as encResp posted to our redirect or cancel URL; the API (status, confirm, refund)
 * says what the gateway itself recorded and does what we ask. Everything is encrypted with the
 * working key (ccavenue-cipher.ts); what does not decrypt is not an answer.
 */
export function createCcavenueGateway(
  settings: GatewaySettings & { fetch?: typeof fetch },
): PaymentGatewayPort {
  const { merchantId, accessCode, workingKey } = settings;
  if (!merchantId || !accessCode || !workingKey) {
    throw new Error('CCAvenue needs a merchant id, an access code and a working key');
  }
  const key: string = workingKey;
  const send = settings.fetch ?? fetch;

  /**
   * One API call (DoWebTrans): the JSON request encrypted in enc_request, the answer
   * `status=0&enc_response=<encrypted JSON>` or `status=1&enc_response=<error text>&enc_error_code=…`
   * (an unregistered IP, a bad access code), which is thrown as GatewayRefusedError.
   */
  async function call(command: string, request: object): Promise<unknown> {
    const body = encodeCcavenueRequest({
      enc_request: encryptCcavenue(JSON.stringify(request), key),
      access_code: accessCode as string,
      command,
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
    if (!res.ok) throw new Error(`the CCAvenue API answered HTTP ${res.status} to ${command}`);
    const { fields } = parseCcavenueFields((await res.text()).trim());
    const status = (fields.status ?? '').trim();
    const encResponse = (fields.enc_response ?? '').trim();
    if (status !== '0') {
      throw new GatewayRefusedError(
        encResponse || `the CCAvenue API refused ${command} (status ${status || 'missing'})`,
        (fields.enc_error_code ?? '').trim(),
      );
    }
    return JSON.parse(decryptCcavenue(encResponse, key)) as unknown;
  }

  async function action(
    command: string,
    request: object,
    read: (json: unknown) => GatewayActionAnswer,
  ): Promise<GatewayActionAnswer> {
    try {
      return read(await call(command, request));
    } catch (error) {
      if (!(error instanceof GatewayRefusedError)) throw error;
      return { ok: false, reason: error.message, errorCode: error.errorCode, raw: {} };
    }
  }

  return {
    provider: settings.provider,
    paymentForm(order: GatewayOrder) {
      const request = encodeCcavenueRequest({
        merchant_id: merchantId,
        order_id: order.gatewayOrderId,
        currency: GATEWAY_CURRENCY,
        amount: paiseToDecimal(order.amountPaise),
        redirect_url: order.redirectUrl,
        cancel_url: order.cancelUrl,
        language: 'EN',
        billing_name: fitBillingName(order.billing.name),
        ...billingEmailField(order.billing.email),
        billing_tel: order.billing.phone,
        billing_state: GATEWAY_BILLING.state,
        billing_country: GATEWAY_BILLING.country,
        merchant_param1: order.merchantParam1,
      });
      return {
        action: settings.transactionUrl,
        fields: { encRequest: encryptCcavenue(request, key), access_code: accessCode },
      };
    },

    readCallback(encResp: string): GatewayAnswer {
      const { fields, repeated } = parseCcavenueFields(decryptCcavenue(encResp, key));
      const twice = repeated.filter((name) => DECISIVE_KEYS.includes(name));
      if (twice.length > 0) {
        throw new Error(
          `the CCAvenue callback names ${twice.join(', ')} more than once: a value carried pairs of its own, so it is not read`,
        );
      }
      const status = (fields.order_status ?? '').trim();
      return {
        gatewayOrderId: fields.order_id ?? '',
        outcome: ccavenueOutcome(status),
        status,
        confirmed: isShipped(status),
        amountPaise: amountPaise(fields.amount),
        merchantAmountPaise: fields.mer_amount ? amountPaise(fields.mer_amount) : null,
        currency: fields.currency || null,
        trackingId: fields.tracking_id || null,
        merchantParam1: fields.merchant_param1 ?? null,
        raw: fields,
      };
    },

    async fetchStatus(gatewayOrderId: string): Promise<GatewayAnswer | null> {
      const json = unwrap(
        await call('orderStatusTracker', { order_no: gatewayOrderId, reference_no: '' }),
        'Order_Status_Result',
      );
      const inner = text(json.status).trim();
      if (inner !== '0') {
        const code = text(json.error_code).trim();
        const description = text(json.error_desc).trim();
        if (code === NO_RECORD_CODE || NO_RECORD_TEXT.test(description)) return null;
        throw new GatewayRefusedError(
          description || `the CCAvenue status API answered status ${inner || 'missing'}`,
          code,
        );
      }
      const status = text(json.order_status).trim();
      // Version 1.2 names the merchant params param_value1..5; older answers merchant_param1.
      const mac = text(json.param_value1) || text(json.merchant_param1);
      return {
        gatewayOrderId: text(json.order_no) || gatewayOrderId,
        outcome: ccavenueOutcome(status),
        status,
        confirmed: isShipped(status),
        amountPaise: amountPaise(json.order_amt),
        merchantAmountPaise:
          json.mer_amount === undefined || json.mer_amount === '' ? null : amountPaise(json.mer_amount),
        currency: text(json.order_currncy) || null,
        trackingId: text(json.reference_no) || null,
        merchantParam1: mac || null,
        raw: flatten(json),
      };
    },

    confirmOrder(order) {
      const request = {
        order_List: [{ reference_no: order.trackingId, amount: paiseToDecimal(order.amountPaise) }],
      };
      return action('confirmOrder', request, (answer) => {
        const json = unwrap(answer, 'Order_Result');
        const failed = failedOrders(json.failed_List);
        const ok = Number(text(json.success_count) || '0') >= 1 && failed.length === 0;
        const first = failed[0] ?? json;
        return {
          ok,
          reason: ok ? '' : text(first.reason) || text(first.error_desc) || 'The order was not confirmed.',
          errorCode: ok ? '' : text(first.error_code),
          raw: flatten(json),
        };
      });
    },

    refundOrder(refund) {
      const request = {
        reference_no: refund.trackingId,
        refund_amount: paiseToDecimal(refund.amountPaise),
        refund_ref_no: refund.refundRef,
      };
      return action('refundOrder', request, (answer) => {
        const json = unwrap(answer, 'Refund_Order_Result');
        const ok = text(json.refund_status).trim() === '0';
        return {
          ok,
          reason: ok ? '' : text(json.reason) || text(json.error_desc) || 'The refund was refused.',
          errorCode: ok ? '' : text(json.error_code),
          raw: flatten(json),
        };
      });
    },
  };
}

/**
 * The request's encoding under its older names (the payments module's tests use them): toQuery
 * builds a request, fromQuery reads one. A callback is written with formatCcavenueFields and read
 * with parseCcavenueFields.
 */
export const ccavenueQuery = { toQuery: encodeCcavenueRequest, fromQuery: decodeCcavenueRequest };
