import {
  bookingKindParamsSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingLookupSchema,
  bookingQuerySchema,
  bookingSchema,
  saveBookingRequestSchema,
  wastageSummarySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../auth/access.ts';
import { assertStoreAccess } from '../auth/team-scope.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { exportBookings } from './export-bookings.ts';
import { getBooking } from './get-booking.ts';
import { listBookings } from './list-bookings.ts';
import { saveBooking } from './save-booking.ts';
import { summariseWastage } from './summarise-wastage.ts';

/** Store staff (for their store) and admins. */
const storeStaff = { access: allow('store-staff') };
const tags = ['bookings'];

/** The stores' daily vegetable stock and wastage bookings (ordering.md §2.5), under /api/bookings. */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: storeStaff,
      schema: {
        summary: 'Bookings of a period (both days included), newest first, with their lines',
        description:
          "A store-staff user's list holds their own store's bookings only, whatever storeId says.",
        tags,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema },
      },
    },
    async (request) => listBookings(db, currentUser(request), request.query),
  );

  app.get(
    '/export.xlsx',
    {
      config: storeStaff,
      schema: {
        summary: 'The listed bookings as XLSX, a row per item',
        tags,
        querystring: bookingListQuerySchema,
      },
    },
    async (request, reply) => {
      const sheet = await exportBookings(db, currentUser(request), request.query);
      return sendXlsx(reply, sheet);
    },
  );

  app.get(
    '/wastage-summary',
    {
      config: storeStaff,
      schema: {
        summary: 'Wastage of a period by item and reason, K and W summed',
        tags,
        querystring: bookingListQuerySchema,
        response: { 200: wastageSummarySchema },
      },
    },
    async (request) => summariseWastage(db, currentUser(request), request.query),
  );

  app.get(
    '/:kind',
    {
      config: storeStaff,
      schema: {
        summary: "A store's booking of a day, with every save of it; null when the day is not booked yet",
        tags,
        params: bookingKindParamsSchema,
        querystring: bookingQuerySchema,
        response: { 200: bookingLookupSchema },
      },
    },
    async (request) => {
      assertStoreAccess(currentUser(request), request.query.storeId);
      return { booking: await getBooking(db, { kind: request.params.kind, ...request.query }) };
    },
  );

  app.put(
    '/:kind',
    {
      config: storeStaff,
      schema: {
        summary: "Books a store's vegetable stock or wastage for a day, or edits that day's booking",
        description:
          'One booking per store, kind and business day. baseRevision is the revision the form opened (null for a day not booked): a save on an older one is refused with 409 naming who saved since; the same save sent again answers as the first did, and with the same Idempotency-Key header it does so even after later saves. Items are vegetables of the catalogue (subcategories laid out as veg); zero lines are dropped; wastage needs a reason wherever K or W is above 0. The date may not be after today (Asia/Kolkata); T. Nagar books no stock (ordering.md §9).',
        tags,
        headers: idempotencyKeyHeadersSchema,
        params: bookingKindParamsSchema,
        body: saveBookingRequestSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) =>
      saveBooking(db, {
        kind: request.params.kind,
        user: currentUser(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );
};
