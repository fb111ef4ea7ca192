import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
    /** What the operator reported after sending (MSG91's delivery report): null until it says. */
    deliveryStatus: text('delivery_status', { enum: ['delivered', 'failed', 'unknown'] }),
    /** The operator's words for a failure (a DLT scrub, a number switched off). */
    deliveryReason: text('delivery_reason'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** How many SMS parts the text takes (GSM 160/153 or Unicode 70/67 characters a part). */
    parts: integer('parts').notNull().default(1),
    encoding: text('encoding', { enum: ['GSM', 'Unicode'] })
      .notNull()
      .default('GSM'),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.createdAt),
    index('sms_messages_provider_idx').on(t.providerId),
  ],
);

/**
 * Every delivery report the SMS provider sent (webhook) or answered (poll), as it came: the outbox
 * moves a message by it, and the row stays for whoever asks why.
 */
export const smsDeliveryReports = pgTable(
  'sms_delivery_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').references(() => smsMessages.id),
    providerId: text('provider_id'),
    status: text('status').notNull(),
    reason: text('reason'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_delivery_reports_message_idx').on(t.messageId)],
);

/**
 * The product's own short links (/s/CODE) for text messages: DLT allows at most 30 characters a
 * variable, so a long link is kept here under an unguessable code of at most 10 characters and
 * expires. Opening one is counted and logged.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** Where it leads: a path on this site (never another site). */
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    opens: integer('opens').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('short_links_expires_idx').on(t.expiresAt),
    check('short_links_code_length', sql`length(${t.code}) between 6 and 10`),
    check('short_links_target_path', sql`${t.target} like '/%' and ${t.target} not like '//%'`),
  ],
);
