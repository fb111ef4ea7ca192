import type { Tx } from '../../../db/client.ts';
import { queueMail } from '../../notifications/mail/queue-mail.ts';
import type { PaymentContext } from '../payment-context.ts';

/**
 * A card payment that needs a person (reversed, an older amount, a word nobody knows): a mail to
 * finance in the outbox, written in the transaction that found it, beside the flag on
 * /card-payments. Sent when SMTP is set; read in /outbox otherwise.
 */
export async function tellFinance(
  tx: Tx,
  life: Pick<PaymentContext, 'jobs' | 'notify'>,
  message: { subject: string; text: string },
): Promise<void> {
  await queueMail(tx, {
    to: life.notify.to,
    subject: message.subject,
    text: message.text,
    attachments: [],
    smtp: life.notify.smtp,
    jobs: life.jobs,
  });
}
