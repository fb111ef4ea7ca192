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

export type PaymentOutcome = 'success' | 'failure' | 'aborted' | 'awaited' | 'invalid';

/** What the gateway says of an attempt, decrypted and parsed (from the browser's callback or the status API). */
export interface GatewayAnswer {
  gatewayOrderId: string;
  outcome: PaymentOutcome;
  amountPaise: number | null;
  currency: string | null;
  trackingId: string | null;
  merchantParam1: string | null;
  /** Every decrypted field, kept with the payment event. */
  raw: Record<string, string>;
}

export interface PaymentGatewayPort {
  readonly provider: GatewaySettings['provider'];
  /** The form the browser posts to the gateway: its action and hidden fields (encRequest, access_code). */
  paymentForm(order: GatewayOrder): { action: string; fields: Record<string, string> };
  /** Decrypts and parses what the gateway posted back; throws when it does not decrypt. */
  readCallback(encResp: string): GatewayAnswer;
  /** Asks the gateway what it recorded of an attempt; null when it has no record of it. */
  fetchStatus(gatewayOrderId: string): Promise<GatewayAnswer | null>;
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
