import type { CustomerSend } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

type Row = {
  id: number;
  customer_id: number;
  invoice_id: number | null;
  invoice_number: string | null;
  document: CustomerSend['document'];
  channel: CustomerSend['channel'];
  to_address: string;
  status: CustomerSend['status'];
  error: string | null;
  attempts: number;
  created_by: string;
  created_at: Date;
  sent_at: Date | null;
  parts: number | null;
  encoding: CustomerSend['encoding'];
  delivery_status: CustomerSend['deliveryStatus'];
  delivery_reason: string | null;
};

/**
 * A customer's sends, newest first (or the one asked for), each with the state of the outbox
 * message that carries it: queued, sent, failed with the reason, or waiting in the outbox; and for
 * an SMS, its parts and what its delivery report said.
 */
export async function listCustomerSends(
  db: DbOrTx,
  options: { customerId: number; sendId?: number; limit?: number },
): Promise<CustomerSend[]> {
  const result = await db.execute<Row>(sql`
    select s.id, s.customer_id, s.invoice_id, i.number as invoice_number, s.document, s.channel,
      coalesce(m.to_address, t.to_phone) as to_address,
      coalesce(m.status, t.status) as status,
      coalesce(m.error, t.error) as error,
      coalesce(m.attempts, t.attempts) as attempts,
      s.created_by, s.created_at,
      coalesce(m.sent_at, t.sent_at) as sent_at,
      t.parts, t.encoding, t.delivery_status, t.delivery_reason
    from customer_document_sends s
    left join invoices i on i.id = s.invoice_id
    left join mail_messages m on m.id = s.mail_message_id
    left join sms_messages t on t.id = s.sms_message_id
    where s.customer_id = ${options.customerId}
      ${options.sendId === undefined ? sql`` : sql`and s.id = ${options.sendId}`}
    order by s.created_at desc, s.id desc
    limit ${options.limit ?? 100}`);
  return result.rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    document: row.document,
    channel: row.channel,
    to: row.to_address,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
    parts: row.parts,
    encoding: row.encoding,
    deliveryStatus: row.delivery_status,
    deliveryReason: row.delivery_reason,
  }));
}
