import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { mailMessages, smsMessages } from './notifications.ts';
import { customers, invoices } from './receivables.ts';

/**
 * Each document finance sent a customer (finance sees what went out and whether it arrived): which, by which
 * channel, and the outbox message that carries it, whose status (queued, sent, failed with the reason) is the
 * send's. Written in the transaction that queues the message.
 */
export const customerDocumentSends = pgTable(
  'customer_document_sends',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    document: text('document', { enum: ['invoice', 'outstanding', 'statement'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    mailMessageId: integer('mail_message_id').references(() => mailMessages.id),
    smsMessageId: integer('sms_message_id').references(() => smsMessages.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_document_sends_customer_idx').on(t.customerId, t.createdAt),
    check('customer_document_sends_document', sql`${t.document} in ('invoice', 'outstanding', 'statement')`),
    check(
      'customer_document_sends_channel',
      sql`(${t.channel} = 'email' and ${t.mailMessageId} is not null and ${t.smsMessageId} is null)
        or (${t.channel} = 'sms' and ${t.smsMessageId} is not null and ${t.mailMessageId} is null)`,
    ),
    check('customer_document_sends_invoice', sql`(${t.document} = 'invoice') = (${t.invoiceId} is not null)`),
  ],
);
