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

export interface SmsPort {
  readonly provider: 'msg91' | 'none';
  /** Resolves with the provider's request id; throws SmsError when the provider refuses or fails. */
  send(message: SmsMessage): Promise<{ providerId: string }>;
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
};
