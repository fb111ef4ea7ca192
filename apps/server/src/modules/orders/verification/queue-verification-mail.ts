import type { Tx } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { MailSettings } from '../../notifications/mail/mail-settings.ts';
import { queueMail } from '../../notifications/mail/queue-mail.ts';
import { findOrderToVerify } from './find-order-to-verify.ts';

export interface VerificationMailContext {
  /** The shop's origin as the admin reached it: the customer's link is on the same site. */
  origin: string;
  mail: MailSettings;
  jobs: JobQueue;
}

/**
 * The customer's verification link by e-mail, queued in the transaction that marks the order
 * Delivered (through the outbox: sent when SMTP is set, readable by admins when not). Nothing is
 * queued for a verified order or one without an e-mail address.
 */
export async function queueVerificationMail(tx: Tx, orderDbId: number, context: VerificationMailContext) {
  const order = await findOrderToVerify(tx, { orderDbId, origin: context.origin });
  if (!order?.email.trim()) return null;
  return queueMail(tx, {
    to: order.email,
    subject: `Your order ${order.orderId} is delivered: how was it?`,
    text: [
      `Dear ${order.firstName},`,
      '',
      `Your order ${order.orderId} has been delivered. Please tell us, item by item, what you liked and what you did not:`,
      '',
      order.link,
      '',
      'Your comments go to our kitchen and the store. Thank you!',
    ].join('\n'),
    attachments: [],
    smtp: Boolean(context.mail.smtpUrl),
    jobs: context.jobs,
  });
}
