import { z } from 'zod';
import { serialIdSchema } from './movements.ts';
import { smsDeliveryStatusSchema, smsEncodingSchema } from './sms-text.ts';

/**
 * Every e-mail the product sends is first written to the outbox (in the same transaction as the
 * work it reports, with its delivery job), then a worker hands it to SMTP, retrying with backoff.
 * 'queued' waits for the worker; 'failed' had its last attempt refused; 'outbox' means no SMTP
 * server is configured: the message waits there for an admin to read.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'outbox'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailAttachmentSummarySchema = z.object({
  id: z.number(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
});

export const outboxMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The last SMTP error, for a failed message. */
  error: z.string().nullable(),
  /** How many times a worker handed it to SMTP. */
  attempts: z.number().int(),
  attachments: z.array(mailAttachmentSummarySchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = z.array(outboxMessageSchema);

export const outboxMessageDetailSchema = outboxMessageSchema.extend({ text: z.string() });
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

export const outboxMessageParamsSchema = z.strictObject({
  messageId: serialIdSchema('messageId'),
});
export const outboxAttachmentParamsSchema = z.strictObject({
  messageId: serialIdSchema('messageId'),
  attachmentId: serialIdSchema('attachmentId'),
});

/**
 * Every text message goes through the same kind of outbox: written with the work it reports, sent
 * by a worker through the SMS provider, retried while the provider is busy or down. The statuses
 * are the mail's ('outbox': no SMS provider is configured), plus a refusal ('failed' at once, with
 * the provider's reason: a wrong number or an unapproved template never passes on a retry).
 *
 * 'sent' means only that the provider took it: MSG91 answers with a request id before DLT scrubs
 * a message, so what reached the phone is `deliveryStatus`, from the operator's delivery report.
 */
export const smsOutboxMessageSchema = z.object({
  id: z.number(),
  /** Ten digits; the provider adds the country code. */
  to: z.string(),
  /** The DLT template the provider renders the message from. */
  templateId: z.string(),
  /** What the message says, rendered by us from the template's text for the outbox. */
  preview: z.string(),
  status: mailStatusSchema,
  /** The provider's request id of a sent message. */
  providerId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The provider's last refusal or failure. */
  error: z.string().nullable(),
  /** How many times a worker handed it to the provider. */
  attempts: z.number().int(),
  /** The delivery report of a sent message: null while none has come. */
  deliveryStatus: smsDeliveryStatusSchema.nullable(),
  /** Why it was not delivered (a DLT scrub, a number switched off), in the operator's words. */
  deliveryReason: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** What the text costs: SMS parts, GSM or Unicode (Tamil makes it Unicode). */
  parts: z.number().int(),
  encoding: smsEncodingSchema,
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;
export const smsOutboxListSchema = z.array(smsOutboxMessageSchema);

/** POST /api/sms/msg91/reports/:token: the secret path MSG91 is given for its delivery reports. */
export const smsReportParamsSchema = z.strictObject({ token: z.string().max(200) });

/**
 * What MSG91 posts: its older webhook a form (or JSON) with `data`, a JSON array as text; its
 * newer one a JSON object of the fields chosen in its panel. Read by the MSG91 adapter.
 */
export const smsReportBodySchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);

export const smsReportAnswerSchema = z.object({
  /** Reports kept (each in sms_delivery_reports), whether or not they named one of our messages. */
  received: z.number().int(),
});
