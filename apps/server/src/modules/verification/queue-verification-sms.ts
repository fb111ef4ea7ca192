import { normalisePhone } from '@kadai/contract';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { queueSms } from '../notifications/queue-sms.ts';
import type { SmsSettings } from '../notifications/sms-settings.ts';
import { findOrderToVerify } from './find-order-to-verify.ts';

/**
 * The text of SMS_TEMPLATE_VERIFICATION as it is registered (DLT, and MSG91's Flow template with
 * its variables written ##name##). The provider sends its own copy: keep the two alike, since the
 * outbox shows this one filled in.
 */
export const VERIFICATION_SMS_TEXT =
  'Dear ##name##, your order ##order## is delivered. Please tell us how it was, item by item: ##link## - Kadai';

export interface VerificationSmsContext {
  /** The shop's origin as the admin reached it: the customer's link is on the same site. */
  origin: string;
  sms: SmsSettings;
  jobs: JobQueue;
}

/**
 * The customer's verification link by SMS to the order's phone, queued in the transaction that
 * marks the order Delivered, beside the e-mail. Nothing is queued for a verified order or a phone
 * that is no Indian mobile number.
 *
 * Nor without an SMS provider: the link goes "by SMS once the SMS port has a provider". Unlike
 * mail, an SMS kept in the outbox helps nobody: an admin cannot read it to the customer, and a
 * Send again days later, once a provider is set, would text a stale request to every customer
 * delivered meanwhile. So with provider 'none' no message is written at all.
 */
export async function queueVerificationSms(tx: Tx, orderDbId: number, context: VerificationSmsContext) {
  const templateId = context.sms.templates.verification;
  if (context.sms.provider === 'none' || !templateId) return null;
  const order = await findOrderToVerify(tx, { orderDbId, origin: context.origin });
  const to = order && normalisePhone(order.phone);
  if (!order || !to) return null;
  return queueSms(tx, {
    to,
    templateId,
    text: VERIFICATION_SMS_TEXT,
    variables: { name: order.firstName, order: order.orderId, link: order.link },
    provider: true,
    jobs: context.jobs,
  });
}
