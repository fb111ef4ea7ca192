import { makeVerificationLink } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailSettings } from '../notifications/mail-settings.ts';
import { queueMail } from '../notifications/queue-mail.ts';

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
  const result = await tx.execute<{
    order_id: string;
    first_name: string;
    email: string;
    verification_key: string;
    cust_verified: number;
  }>(
    sql`select order_id, first_name, email, verification_key, cust_verified from orders where id = ${orderDbId}`,
  );
  const order = result.rows[0];
  if (!order || order.cust_verified === 1 || !order.email.trim()) return null;
  const link = makeVerificationLink(context.origin, {
    orderId: order.order_id,
    verificationKey: order.verification_key,
  });
  return queueMail(tx, {
    to: order.email,
    subject: `Your order ${order.order_id} is delivered: how was it?`,
    text: [
      `Dear ${order.first_name},`,
      '',
      `Your order ${order.order_id} has been delivered. Please tell us, item by item, what you liked and what you did not:`,
      '',
      link,
      '',
      'Your comments go to our kitchen and the store. Thank you!',
    ].join('\n'),
    attachments: [],
    smtp: Boolean(context.mail.smtpUrl),
    jobs: context.jobs,
  });
}
