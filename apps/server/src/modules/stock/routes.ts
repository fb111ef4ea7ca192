import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { dispatchRoutes } from './dispatch/routes.ts';
import { disputeRoutes } from './disputes/routes.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { onHandRoutes } from './on-hand/routes.ts';
import { receiptRoutes } from './receipt/routes.ts';
import { recountRoutes } from './recount/routes.ts';
import { returnRoutes } from './returns/routes.ts';
import { transportRoutes } from './transport/routes.ts';

/**
 * Stock that moves (decision 015): transport, dispatch, receipt, disputes, recounts, returns and
 * live on-hand, each flow with its routes under /api/stock (and the older client's paths under /dataapi).
 */
export const stockRoutes: FastifyPluginAsyncZod<{ db: Database; recountApprovalAbove: number }> = async (
  app,
  { db, recountApprovalAbove },
) => {
  await app.register(recountRoutes, { db, recountApprovalAbove });
  await app.register(transportRoutes, { db });
  await app.register(dispatchRoutes, { db });
  await app.register(receiptRoutes, { db });
  await app.register(disputeRoutes, { db });
  await app.register(onHandRoutes, { db });
  await app.register(ledgerRoutes, { db });
  await app.register(returnRoutes, { db });
};
