import { normalisePhone } from '@kadai/contract';
import type { Tx } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { queueSms } from '../../notifications/sms/queue-sms.ts';
import type { SmsSettings } from '../../notifications/sms/sms-settings.ts';
import { composeSms } from '../../notifications/sms/sms-templates.ts';
import { createShortLink } from '../../short-links/create-short-link.ts';
import { findOrderToVerify } from './find-order-to-verify.ts';

/**
 * How long the texted short link opens the verification page: a customer answers within days or
 * not at all, and the e-mail keeps the full link, which does not expire.
 */
export const VERIFICATION_SHORT_LINK_DAYS = 30;

export interface VerificationSmsContext {
  /** The shop's origin as the admin reached it: the customer's link is on the same site. */
  origin: string;
  sms: SmsSettings;
  jobs: JobQueue;
}

/**
 * The customer's verification link by SMS to the order's phone, queued in the transaction that
 * marks the order Delivered, beside the e-mail: a short link (/s/CODE) to the verification page,
 * written in the same transaction, since the full link is far over DLT's 30 characters a variable
 * (text: sms-templates.ts). Nothing is queued for a verified order or a phone that is no Indian
 * mobile number.
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
  const link = new URL(order.link);
  const now = new Date();
  const { code } = await createShortLink(tx, {
    target: `${link.pathname}${link.search}`,
    purpose: 'verification',
    expiresAt: new Date(now.getTime() + VERIFICATION_SHORT_LINK_DAYS * 86_400_000),
  });
  const { text, variables } = composeSms('verification', {
    linkBase: context.sms.linkBase ?? context.origin,
    values: { name: order.firstName, order: order.orderId, code },
  });
  return queueSms(tx, { to, templateId, text, variables, provider: true, jobs: context.jobs });
}
