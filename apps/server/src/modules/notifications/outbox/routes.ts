import {
  outboxAttachmentParamsSchema,
  outboxListSchema,
  outboxMessageDetailSchema,
  outboxMessageParamsSchema,
  outboxMessageSchema,
  smsOutboxListSchema,
  smsOutboxMessageSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { allow } from '../../auth/access.ts';
import { attachmentDisposition } from '../content-disposition.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { SmsSettings } from '../sms/sms-settings.ts';
import { getOutboxAttachment } from './get-outbox-attachment.ts';
import { getOutboxMessage } from './get-outbox-message.ts';
import { listOutbox } from './list-outbox.ts';
import { listSmsOutbox } from './list-sms-outbox.ts';
import { sendOutboxMessage } from './send-outbox-message.ts';
import { sendSmsAgain } from './send-sms-again.ts';

const adminOnly = { access: allow('admin') };

/** The admin's outbox at /api/admin/outbox: every e-mail and text message the product sent or could not send. */
export const outboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mail: MailSettings;
  sms: SmsSettings;
  jobs: JobQueue;
}> = async (app, { db, mail, sms, jobs }) => {
  app.get(
    '/api/admin/outbox',
    {
      config: adminOnly,
      schema: {
        summary: 'Every e-mail, newest first, with its status (sent, queued, failed, outbox)',
        tags: ['notifications'],
        response: { 200: outboxListSchema },
      },
    },
    async () => listOutbox(db),
  );

  app.get(
    '/api/admin/outbox/:messageId',
    {
      config: adminOnly,
      schema: {
        summary: 'One e-mail with its text',
        tags: ['notifications'],
        params: outboxMessageParamsSchema,
        response: { 200: outboxMessageDetailSchema },
      },
    },
    async (request) => getOutboxMessage(db, { messageId: request.params.messageId }),
  );

  app.get(
    '/api/admin/outbox/:messageId/attachments/:attachmentId',
    {
      config: adminOnly,
      schema: {
        summary: 'An attachment of an e-mail, as a download',
        tags: ['notifications'],
        params: outboxAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const attachment = await getOutboxAttachment(db, request.params);
      return reply
        .type(attachment.contentType)
        .header('content-disposition', attachmentDisposition(attachment.filename))
        .header('cache-control', 'no-store')
        .send(attachment.content);
    },
  );

  app.post(
    '/api/admin/outbox/:messageId/send',
    {
      config: adminOnly,
      schema: {
        summary: 'Queue an e-mail to be sent again (409 without an SMTP server, or when it was sent)',
        tags: ['notifications'],
        params: outboxMessageParamsSchema,
        response: { 200: outboxMessageSchema },
      },
    },
    async (request) => sendOutboxMessage({ db, settings: mail, jobs, messageId: request.params.messageId }),
  );

  app.get(
    '/api/admin/outbox/sms',
    {
      config: adminOnly,
      schema: {
        summary: 'Every text message, newest first, with its status, attempts, last error and text',
        tags: ['notifications'],
        response: { 200: smsOutboxListSchema },
      },
    },
    async () => listSmsOutbox(db),
  );

  app.post(
    '/api/admin/outbox/sms/:messageId/send',
    {
      config: adminOnly,
      schema: {
        summary: 'Queue a text message to be sent again (409 without an SMS provider, or when it was sent)',
        tags: ['notifications'],
        params: outboxMessageParamsSchema,
        response: { 200: smsOutboxMessageSchema },
      },
    },
    async (request) => sendSmsAgain({ db, sms, jobs, messageId: request.params.messageId }),
  );
};
