import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { cardRoutes } from './card/routes.ts';
import { financeRoutes } from './finance/routes.ts';
import { goLiveRoutes } from './go-live/routes.ts';
import { manualRoutes } from './manual/routes.ts';
import type { PaymentContext } from './payment-context.ts';
import { refundRoutes } from './refunds/routes.ts';

/**
 * How money reaches an order: card payments and their callbacks, refunds, what staff settle by hand,
 * finance's view and the payment test before going live. Each flow registers its full addresses
 * (/api/payments/…, /api/admin/payments/…). The local test gateway's own routes are separate.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  life: PaymentContext;
  firstCheckSeconds: number;
}> = async (app, { db, life, firstCheckSeconds }) => {
  await app.register(manualRoutes, { db });
  await app.register(financeRoutes, { db });
  await app.register(refundRoutes, { db, life });
  await app.register(goLiveRoutes, { life });
  await app.register(cardRoutes, { db, life, firstCheckSeconds });
};
