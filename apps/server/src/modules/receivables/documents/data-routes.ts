import {
  customerSendSchema,
  receivableDocumentRequestSchema,
  SEND_MESSAGES,
  type SendChannel,
  serialIdSchema,
} from '@kadai/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { allow, currentUser } from '../../auth/access.ts';
import { tokenFromAuthorization } from '../../auth/sign-in/session-token.ts';
import type { DocumentRouteOptions } from './document-route-options.ts';
import { getOutstandingDocument } from './get-outstanding-document.ts';
import { getPeriodStatement } from './get-period-statement.ts';
import { renderOutstandingHtml } from './render-outstanding-html.ts';
import { renderStatementHtml } from './render-statement-html.ts';
import { sendCustomerDocument } from './send-customer-document.ts';

const finance = { access: allow('finance') };
const tags = ['receivables'];

/** The older client's {provider} segment: any short name; it chooses nothing here. */
const providerSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'provider: letters, digits, - and _' });
const paramsSchema = z.strictObject({ provider: providerSchema, id: serialIdSchema('id') });

/**
 * A send by GET counts only with the session token in the Authorization header, never with the
 * cookie alone: a GET can be started by another site's link or image, and the browser would bring
 * the cookie along; it cannot bring the header. The token the access check used must be the header's.
 */
async function requireAuthorizationHeader(request: FastifyRequest) {
  const fromHeader = tokenFromAuthorization(request.headers.authorization);
  if (fromHeader === null || fromHeader !== request.sessionToken) {
    throw new AppError('forbidden', SEND_MESSAGES.authorizationHeader);
  }
}

/**
 * The receivable calls of the older client (ordering.md §7), under /dataapi: the outstanding
 * document or a period's statement as HTML, and sending the outstanding document by e-mail or SMS.
 * A plugin of its own, so that the JSON parser it sets answers these calls and no others.
 */
export const receivableDataRoutes: FastifyPluginAsyncZod<DocumentRouteOptions> = async (app, options) => {
  const { db } = options;

  // The older client posts an empty body with its JSON content type: an empty body is no body here.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/dataapi/api/:provider/receivable/:id',
    {
      config: finance,
      schema: {
        summary: "A customer's invoice as HTML: what is outstanding, or a statement of {start, end}",
        description:
          'An empty body answers the invoices still open (FIFO, as the receivables list) with their total ' +
          'and balance; {start, end} (YYYY-MM-DD, both days included) answers the statement of that period: ' +
          'opening balance, every entry with the invoices’ lines, closing balance. text/html.',
        tags,
        params: paramsSchema,
        body: receivableDocumentRequestSchema,
      },
    },
    async (request, reply) => {
      const customerId = request.params.id;
      const period = request.body;
      const html = period
        ? renderStatementHtml(await getPeriodStatement(db, { customerId, ...period }))
        : renderOutstandingHtml(await getOutstandingDocument(db, { customerId }));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  const send = (channel: SendChannel) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = paramsSchema.parse(request.params);
    const sent = await sendCustomerDocument(db, {
      customerId: id,
      channel,
      user: currentUser(request),
      context: {
        origin: `${request.protocol}://${request.host}`,
        mail: options.mail,
        sms: options.sms,
        jobs: options.jobs,
      },
    });
    return reply.code(200).send(sent);
  };
  const sendSchema = (what: string) => ({
    summary: `Sends the customer's outstanding invoices by ${what}`,
    description:
      'As the older client does it, by GET: accepted only with the session token in the Authorization ' +
      'header (403 with the cookie alone). Queued on the outbox; the answer is the send with its state.',
    tags,
    params: paramsSchema,
    response: { 200: customerSendSchema },
  });

  app.get(
    '/dataapi/api/:provider/emailinvoice/:id/outstanding',
    {
      config: finance,
      preHandler: requireAuthorizationHeader,
      schema: sendSchema('e-mail (the PDF attached)'),
    },
    send('email'),
  );
  app.get(
    '/dataapi/api/:provider/smsinvoice/:id/outstanding',
    { config: finance, preHandler: requireAuthorizationHeader, schema: sendSchema('SMS (a signed link)') },
    send('sms'),
  );
};
