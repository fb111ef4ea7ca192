import { customerIdParamsSchema, customerInputSchema, receivableCustomerSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { allow } from '../../auth/access.ts';
import { createCustomer } from './create-customer.ts';
import { updateCustomer } from './update-customer.ts';

/** Finance and admins. */
const finance = { access: allow('finance') };
const tags = ['receivables'];

/** Adding a customer finance bills, and changing their details. */
export const customerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/receivables/customers',
    {
      config: finance,
      schema: {
        summary: 'Adds a customer',
        description: 'Mobile and e-mail are each one customer’s (409 naming the field).',
        tags,
        body: customerInputSchema,
        response: { 201: receivableCustomerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCustomer(db, { customer: request.body })),
  );

  app.put(
    '/api/receivables/customers/:customerId',
    {
      config: finance,
      schema: {
        summary: "Replaces a customer's details (issued invoices keep theirs)",
        tags,
        params: customerIdParamsSchema,
        body: customerInputSchema,
        response: { 200: receivableCustomerSchema },
      },
    },
    async (request) => updateCustomer(db, { customerId: request.params.customerId, customer: request.body }),
  );
};
