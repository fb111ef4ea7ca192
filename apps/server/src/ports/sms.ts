/**
 * Text messages to Indian mobiles. India's DLT rules allow only registered templates: a message
 * is a template id and the values of its variables, never free text.
 */
export interface SmsMessage {
  /** Ten digits (the contract's normalisePhone); the adapter adds the country code. */
  to: string;
  templateId: string;
  variables: Record<string, string>;
}

/**
 * What the provider says became of one message. 'delivered' and 'failed' are final; 'pending' means
 * it is still on its way (or the operator has not said); 'unknown' that the provider has no
 * record of that request id (yet).
 */
export interface SmsReport {
  status: 'delivered' | 'failed' | 'unknown' | 'pending';
  /** Why it failed (a DLT scrub, a number switched off), or what it says while pending. */
  reason: string | null;
  /** What the provider answered, as it came, for sms_delivery_reports. */
  payload: Record<string, unknown> | null;
}

export interface SmsPort {
  readonly provider: 'msg91' | 'none';
  /** Resolves with the provider's request id; throws SmsError when the provider refuses or fails. */
  send(message: SmsMessage): Promise<{ providerId: string }>;
  /**
   * Asks the provider about one message by the request id `send` gave (`sentAt` narrows the
   * search to the days it may be in); throws SmsError when the provider cannot be asked.
   */
  fetchReport(query: { requestId: string; sentAt?: Date | undefined }): Promise<SmsReport>;
}

export class SmsError extends Error {
  override name = 'SmsError';
  constructor(
    message: string,
    /** Whether trying again later may succeed (provider down or busy), or never will (refused). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Without a provider nothing can be sent: a job that needs SMS fails and says so, nothing is lost. */
export const NO_SMS: SmsPort = {
  provider: 'none',
  send: async () => {
    throw new SmsError('No SMS provider is configured (SMS_PROVIDER)', false);
  },
  fetchReport: async () => {
    throw new SmsError('No SMS provider is configured (SMS_PROVIDER)', false);
  },
};
