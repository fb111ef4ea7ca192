/**
 * The card gateway (CCAvenue for Bangalore). Only the port and its settings exist yet: the adapter
 * (AES-128-CBC requests, the status API) and a local stand-in speaking its protocol come with the
 * payments issue, so that nothing the shop depends on talks to CCAvenue directly.
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

export interface PaymentRequest {
  /** Our order id, sent as the gateway's order id. */
  orderId: string;
  /** Integer paise; the gateway is sent rupees with two decimals, formatted from this. */
  amountPaise: number;
  redirectUrl: string;
  cancelUrl: string;
  billing: { name: string; email: string; phone: string };
}

export interface PaymentStatus {
  orderId: string;
  state: 'paid' | 'failed' | 'pending' | 'unknown';
  amountPaise: number | null;
  gatewayReference: string | null;
}

export interface PaymentGatewayPort {
  readonly provider: GatewaySettings['provider'];
  /** The form the browser posts to the gateway (its action and hidden fields). */
  paymentForm(request: PaymentRequest): { action: string; fields: Record<string, string> };
  /** Decodes and verifies what the gateway posted back. */
  readResponse(encrypted: string): PaymentStatus;
  /** Asks the gateway for an order's status (the truth when the browser never came back). */
  fetchStatus(orderId: string): Promise<PaymentStatus>;
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
