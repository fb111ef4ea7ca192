import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every e-mail, written in the transaction of the work it reports and then handed to SMTP. With no
 * SMTP server configured it stays here ('outbox') for an admin to read: nothing is lost.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'outbox'] }).notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt)],
);

export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_message_idx').on(t.messageId)],
);

/**
 * Every text message, written in the transaction of the work it reports and then handed to the SMS
 * provider by a job. India's DLT rules allow only registered templates: a template id and the
 * values of its variables. With no provider configured it stays here ('outbox') for an admin.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** Ten digits; the adapter adds the country code. */
    toPhone: text('to_phone').notNull(),
    templateId: text('template_id').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    /** What the message says, for the outbox (the provider renders it from the template). */
    preview: text('preview').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'outbox'] }).notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_messages_created_idx').on(t.createdAt)],
);
