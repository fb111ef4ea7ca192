/**
 * The card gateway (CCAvenue for Bangalore): the port the payments module talks to, its settings,
 * and the hosts. ccavenue-gateway.ts is the adapter; modules/payments/local-gateway serves a
 * stand-in that speaks the same protocol when no CCAvenue settings are given.
 */
export interface GatewaySettings {
  provider: 'ccavenue' | 'none';
  merchantId?: string | undefined;
  accessCode?: string | undefined;
  /** The secret the requests are encrypted with; never logged. */
  workingKey?: string | undefined;
  /** Where the browser posts the encrypted order (test or production host). */
  transactionUrl: string;
  /** The order status API the server polls. */
  statusUrl: string;
  /**
   * How a success is confirmed for settlement: 'api' (the default) calls the Confirm API for each;
   * 'auto' where the account confirms by itself, and the status is re-asked until it reads Shipped.
   */
  confirm?: 'api' | 'auto' | undefined;
}

/** One payment attempt as the gateway is asked to charge it. */
export interface GatewayOrder {
  /** Our id of this attempt at the gateway ('CH-ORD' …, at most 30 characters, one per attempt). */
  gatewayOrderId: string;
  /** Integer paise; the gateway is sent rupees with two decimals, formatted from this. */
  amountPaise: number;
  redirectUrl: string;
  cancelUrl: string;
  billing: { name: string; email: string; phone: string };
  /** A MAC of the attempt, echoed back by the gateway. */
  merchantParam1: string;
}

/**
 * Every word CCAvenue documents for order_status (the callback's and the status API's), read as one
 * of these; the word itself stays in `status` (and `raw.order_status`):
 * - success: Success, Successful, Shipped (Shipped: confirmed for settlement, `confirmed` true);
 * - awaited: Awaited, Initiated;
 * - failure: Failure, Unsuccessful, Timeout;
 * - aborted: Aborted, Cancelled, Auto-Cancelled (no money was kept; after a success, a reversal);
 * - invalid: Invalid;
 * - reversed: Auto-Reversed, Fraud, Chargeback, System refund / Systemrefund (money taken back);
 * - refunded: Refunded;
 * - unknown: any other word: it never settles anything, and finance is told the word.
 */
export type PaymentOutcome =
  | 'success'
  | 'awaited'
  | 'failure'
  | 'aborted'
  | 'invalid'
  | 'reversed'
  | 'refunded'
  | 'unknown';

/** What the gateway says of an attempt, decrypted and parsed (from the browser's callback or the status API). */
export interface GatewayAnswer {
  gatewayOrderId: string;
  outcome: PaymentOutcome;
  /** The gateway's own word (order_status), as sent. */
  status: string;
  /** The status read Shipped: the order is confirmed for settlement. */
  confirmed: boolean;
  /** `amount` (callback) or `order_amt` (status API): what the order was charged. */
  amountPaise: number | null;
  /** `mer_amount` where the gateway sends it: the merchant's amount before offers and surcharges. */
  merchantAmountPaise: number | null;
  currency: string | null;
  trackingId: string | null;
  /** Our MAC: merchant_param1 in the callback, param_value1 (or merchant_param1) in the status answer. */
  merchantParam1: string | null;
  /** Every decrypted field, kept with the payment event. */
  raw: Record<string, string>;
}

/** What the gateway said to a Confirm or Refund call. */
export interface GatewayActionAnswer {
  ok: boolean;
  /** The gateway's reason when it refused (error_desc, reason), or '' when it accepted. */
  reason: string;
  errorCode: string;
  raw: Record<string, string>;
}

/** The status API said something that is not an answer about the order (a bad access code, an unregistered IP). */
export class GatewayRefusedError extends Error {
  override name = 'GatewayRefusedError';
  constructor(
    message: string,
    readonly errorCode: string,
  ) {
    super(message);
  }
}

export interface PaymentGatewayPort {
  readonly provider: GatewaySettings['provider'];
  /** GatewaySettings.confirm, set by createPaymentGateway; 'api' when absent. */
  readonly confirmMode?: 'api' | 'auto';
  /** The form the browser posts to the gateway: its action and hidden fields (encRequest, access_code). */
  paymentForm(order: GatewayOrder): { action: string; fields: Record<string, string> };
  /**
   * Decrypts and parses what the gateway posted back, raw (CCAvenue does not URL-encode values),
   * the first occurrence of a key winning; throws when it does not decrypt, or when a key the
   * decision reads (order_id, order_status, amount, mer_amount, currency, tracking_id,
   * merchant_param1) comes twice.
   */
  readCallback(encResp: string): GatewayAnswer;
  /**
   * Asks the gateway what it recorded of an attempt; null when it has no record of it ("no
   * records", error 51313 and its kin). Throws GatewayRefusedError for any other refusal, and any
   * error when it cannot be reached.
   */
  fetchStatus(gatewayOrderId: string): Promise<GatewayAnswer | null>;
  /** Confirm API (confirmOrder): confirms a successful order for settlement, by its tracking id. */
  confirmOrder(order: { trackingId: string; amountPaise: number }): Promise<GatewayActionAnswer>;
  /** Refund API (refundOrder): refunds part or all of a paid order, under our own refund reference. */
  refundOrder(refund: {
    trackingId: string;
    amountPaise: number;
    refundRef: string;
  }): Promise<GatewayActionAnswer>;
}

export const GATEWAY_HOSTS = {
  test: {
    transactionUrl: 'https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
    statusUrl: 'https://apitest.ccavenue.com/apis/servlet/DoWebTrans',
  },
  production: {
    transactionUrl: 'https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
    statusUrl: 'https://api.ccavenue.com/apis/servlet/DoWebTrans',
  },
} as const;
