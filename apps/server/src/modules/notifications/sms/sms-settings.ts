/**
 * What the modules that write text messages are told (settings.ts: SMS_PROVIDER, SMS_TEMPLATE_*):
 * whether a provider sends them, and the provider's template id for each kind of message. India's
 * DLT rules allow only registered templates, so a kind of message without its template cannot go.
 */
export interface SmsSettings {
  provider: 'none' | 'msg91';
  templates: SmsTemplates;
  /**
   * The site address a text's short link starts with (SMS_LINK_BASE), registered as fixed text in
   * each template (sms-templates.ts); unset, the address the sender reached the server at.
   */
  linkBase?: string | undefined;
  /** The secret in MSG91's delivery-report address (MSG91_WEBHOOK_TOKEN); unset, reports are only polled. */
  webhookToken?: string | undefined;
}

/** One template id per kind of message; each is required at start-up when a provider is set. */
export interface SmsTemplates {
  /** The customer's verification link when an order is Delivered (SMS_TEMPLATE_VERIFICATION). */
  verification?: string | undefined;
  /** Finance's invoice or outstanding link (SMS_TEMPLATE_INVOICE). Texts: sms-templates.ts. */
  invoice?: string | undefined;
}

export const NO_SMS_SETTINGS: SmsSettings = { provider: 'none', templates: {} };
