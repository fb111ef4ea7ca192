import {
  adminOrderDetailSchema,
  adminOrderFiltersSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  updateOrderRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { ReadRouting } from '../../../lib/read-replica.ts';
import { allow, currentUser } from '../../auth/access.ts';
import type { MailSettings } from '../../notifications/mail/mail-settings.ts';
import type { SmsSettings } from '../../notifications/sms/sms-settings.ts';
import { exportOrders } from './export-orders.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { listAdminOrders } from './list-admin-orders.ts';
import { renderOrderPdf } from './render-order-pdf.ts';
import { type AmountChangeHook, updateOrder } from './update-order.ts';

// Finance reads the lists; only admins change an order.
const readers = { access: allow('finance') };
const adminOnly = { access: allow('admin') };

/** The admin order lists (/admin, /unpaidorders) and what staff do to an order, at /api/admin/orders…. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** The export of the whole filtered list is read from a replica in step (lib/read-replica.ts). */
  reads: ReadRouting;
  mail: MailSettings;
  sms: SmsSettings;
  jobs: JobQueue;
  onAmountChange?: AmountChangeHook;
}> = async (app, { db, reads, mail, sms, jobs, onAmountChange }) => {
  app.get(
    '/api/admin/orders',
    {
      config: readers,
      schema: {
        summary: 'Orders, newest first, filtered and paged (unpaid=true for the unpaid list)',
        tags: ['orders'],
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema },
      },
    },
    async (request) => listAdminOrders(db, request.query),
  );

  app.get(
    '/api/admin/orders/export.xlsx',
    {
      config: readers,
      schema: {
        summary: 'The filtered list as an XLSX file (all pages)',
        tags: ['orders'],
        querystring: adminOrderFiltersSchema,
      },
    },
    async (request, reply) => {
      // Up to every order of a period: a replica's work when one is in step (at most
      // REPLICA_MAX_LAG_SECONDS behind, which a list exported for the books can be).
      const { db: readDb, from } = await reads.forReports();
      const { fileName, xlsx } = await exportOrders(readDb, { filters: request.query });
      return reply
        .header('x-kadai-read-from', from)
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(xlsx);
    },
  );

  app.get(
    '/api/admin/orders/:orderId',
    {
      config: readers,
      schema: {
        summary: 'One order with its lines and its history of changes',
        tags: ['orders'],
        params: adminOrderParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => getAdminOrder(db, { orderId: request.params.orderId }),
  );

  app.get(
    '/api/admin/orders/:orderId/pdf',
    {
      config: readers,
      schema: { summary: 'The order as a PDF', tags: ['orders'], params: adminOrderParamsSchema },
    },
    async (request, reply) => {
      const order = await getAdminOrder(db, { orderId: request.params.orderId });
      const pdf = await renderOrderPdf(order);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${order.orderId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.patch(
    '/api/admin/orders/:orderId',
    {
      config: adminOnly,
      schema: {
        summary: "Set an order's amount and/or status; each change is kept in its history",
        description:
          'Send the `version` the change was made on (every order in the lists carries it). If the order ' +
          'has changed since (another admin, a payment), the answer is 409 with the current amount and ' +
          'status in the message, and nothing is overwritten.',
        tags: ['orders'],
        params: adminOrderParamsSchema,
        body: updateOrderRequestSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) =>
      updateOrder(db, {
        orderId: request.params.orderId,
        changes: request.body,
        user: currentUser(request),
        verification: { origin: `${request.protocol}://${request.host}`, mail, sms, jobs },
        onAmountChange,
      }),
  );
};
