import type { CustomerSend } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { listOutboxStates } from '../../notifications/outbox/list-outbox-states.ts';

type Row = {
  id: number;
  customer_id: number;
  invoice_id: number | null;
  invoice_number: string | null;
  document: CustomerSend['document'];
  channel: CustomerSend['channel'];
  mail_message_id: number | null;
  sms_message_id: number | null;
  created_by: string;
  created_at: Date;
};

/**
 * A customer's sends, newest first (or the one asked for), each with the state of the outbox
 * message that carries it: queued, sent, failed with the reason, or waiting in the outbox; and for
 * an SMS, its parts and what its delivery report said. A send is carried by exactly one message,
 * a mail or an SMS, whose state the notifications outbox answers.
 */
export async function listCustomerSends(
  db: DbOrTx,
  options: { customerId: number; sendId?: number; limit?: number },
): Promise<CustomerSend[]> {
  const result = await db.execute<Row>(sql`
    select s.id, s.customer_id, s.invoice_id, i.number as invoice_number, s.document, s.channel,
      s.mail_message_id, s.sms_message_id, s.created_by, s.created_at
    from customer_document_sends s
    left join invoices i on i.id = s.invoice_id
    where s.customer_id = ${options.customerId}
      ${options.sendId === undefined ? sql`` : sql`and s.id = ${options.sendId}`}
    order by s.created_at desc, s.id desc
    limit ${options.limit ?? 100}`);
  const states = await listOutboxStates(db, {
    mailIds: result.rows.flatMap((row) => (row.mail_message_id === null ? [] : [row.mail_message_id])),
    smsIds: result.rows.flatMap((row) => (row.sms_message_id === null ? [] : [row.sms_message_id])),
  });
  return result.rows.map((row) => {
    const mail = row.mail_message_id === null ? undefined : states.mail.get(row.mail_message_id);
    const sms = row.sms_message_id === null ? undefined : states.sms.get(row.sms_message_id);
    const message = mail ?? sms;
    if (!message) throw new Error(`send ${row.id}: its outbox message is missing`);
    return {
      id: row.id,
      customerId: row.customer_id,
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      document: row.document,
      channel: row.channel,
      to: message.to,
      status: message.status,
      error: message.error,
      attempts: message.attempts,
      createdBy: row.created_by,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: message.sentAt === null ? null : new Date(message.sentAt).toISOString(),
      parts: sms?.parts ?? null,
      encoding: sms?.encoding ?? null,
      deliveryStatus: sms?.deliveryStatus ?? null,
      deliveryReason: sms?.deliveryReason ?? null,
    };
  });
}
