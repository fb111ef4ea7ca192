import {
  confirmDispatchRequestSchema,
  confirmReceiptRequestSchema,
  confirmReceiptResponseSchema,
  createDriverRequestSchema,
  createVehicleRequestSchema,
  dispatchListSchema,
  dispatchPlanQuerySchema,
  dispatchPlanSchema,
  dispatchSchema,
  disputeListQuerySchema,
  disputeListSchema,
  disputeSchema,
  driverSchema,
  inventoryGridSchema,
  missedDispatchListSchema,
  onHandSchema,
  receiptLineListSchema,
  resolveDisputeRequestSchema,
  saveDispatchRequestSchema,
  sendReturnRequestSchema,
  stockIdParamsSchema,
  stockMoveListSchema,
  stockMovesQuerySchema,
  stockOutletQuerySchema,
  stockReturnListSchema,
  stockReturnSchema,
  teamQuerySchema,
  transportSchema,
  tripListQuerySchema,
  tripListSchema,
  vehicleSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow, currentUser } from '../auth/access.ts';
import { assertOutletAccess, assertTeamAccess, ownTeamOf } from '../auth/team-scope.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { confirmDispatch } from './dispatch/confirm-dispatch.ts';
import { confirmReceipt } from './receipt/confirm-receipt.ts';
import { createDriver } from './transport/create-driver.ts';
import { createVehicle } from './transport/create-vehicle.ts';
import { deleteDispatch } from './dispatch/delete-dispatch.ts';
import { exportDisputes } from './disputes/export-disputes.ts';
import { getDispatchPlan } from './dispatch/get-dispatch-plan.ts';
import { getInventoryGrid } from './on-hand/get-inventory-grid.ts';
import { getOnHand } from './on-hand/get-on-hand.ts';
import { listDispatches } from './dispatch/list-dispatches.ts';
import { listDisputes } from './disputes/list-disputes.ts';
import { listMissedDispatches, MISSED_DAYS } from './dispatch/list-missed-dispatches.ts';
import { listReceiptLines } from './receipt/list-receipt-lines.ts';
import { listStockMoves } from './ledger/list-stock-moves.ts';
import { listStockReturns } from './returns/list-stock-returns.ts';
import { listTransport } from './transport/list-transport.ts';
import { listTrips } from './transport/list-trips.ts';
import { recountRoutes } from './recount/routes.ts';
import { resolveDispute } from './disputes/resolve-dispute.ts';
import { saveDispatch } from './dispatch/save-dispatch.ts';
import { scopedOutlet } from './ledger/scoped-outlet.ts';
import { sendStockReturn } from './returns/send-stock-return.ts';

/** The warehouse dispatches (production staff plan and may send too); outlets receive. */
const dispatching = { access: allow('production', 'warehouse') };
const receiving = { access: allow('warehouse', 'outlet') };
/** Drivers and vans are shared: whoever sends stock (a store sending some back too) books them. */
const transporting = { access: allow('production', 'warehouse', 'outlet') };
const settling = { access: allow('warehouse') };
const tags = ['stock'];

/** Stock that moves (decision 015): dispatch, receipt, disputes and live on-hand, under /api/stock. */
export const stockRoutes: FastifyPluginAsyncZod<{ db: Database; recountApprovalAbove: number }> = async (
  app,
  { db, recountApprovalAbove },
) => {
  await app.register(recountRoutes, { prefix: '/recounts', db, recountApprovalAbove });

  app.get(
    '/transport',
    {
      config: transporting,
      schema: {
        summary: 'Drivers and vehicles, each with the trip it is on today if any',
        tags,
        response: { 200: transportSchema },
      },
    },
    async () => listTransport(db),
  );

  app.post(
    '/drivers',
    {
      config: transporting,
      schema: {
        summary: 'Add a driver',
        tags,
        body: createDriverRequestSchema,
        response: { 201: driverSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDriver(db, { request: request.body, user: currentUser(request) })),
  );

  app.post(
    '/vehicles',
    {
      config: transporting,
      schema: {
        summary: 'Add a vehicle',
        tags,
        body: createVehicleRequestSchema,
        response: { 201: vehicleSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createVehicle(db, { request: request.body, user: currentUser(request) })),
  );

  app.get(
    '/dispatch-plan',
    {
      config: dispatching,
      schema: {
        summary: "Daily Dispatch: what today's planning sends a team's outlet, and what the warehouse holds",
        tags,
        querystring: dispatchPlanQuerySchema,
        response: { 200: dispatchPlanSchema },
      },
    },
    async (request) => {
      assertTeamAccess(currentUser(request), request.query.teamId);
      return getDispatchPlan(db, request.query);
    },
  );

  app.put(
    '/dispatches',
    {
      config: dispatching,
      schema: {
        summary:
          "Submit: save today's dispatch of a team to an outlet (replaces a saved one); nothing moves yet",
        tags,
        body: saveDispatchRequestSchema,
        response: { 200: dispatchSchema },
      },
    },
    async (request) => saveDispatch(db, { request: request.body, user: currentUser(request) }),
  );

  app.get(
    '/dispatches',
    {
      config: dispatching,
      schema: {
        summary: "Today's dispatches of a team, D1, D2 …, saved and dispatched",
        tags,
        querystring: teamQuerySchema,
        response: { 200: dispatchListSchema },
      },
    },
    async (request) => {
      assertTeamAccess(currentUser(request), request.query.teamId);
      return listDispatches(db, { teamId: request.query.teamId });
    },
  );

  app.delete(
    '/dispatches/:id',
    {
      config: dispatching,
      schema: {
        summary: 'Delete a saved dispatch (a dispatched one answers 409)',
        tags,
        params: stockIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteDispatch(db, { id: request.params.id, user: currentUser(request) });
      return reply.code(204).send();
    },
  );

  app.post(
    '/dispatches/:id/confirm',
    {
      config: dispatching,
      schema: {
        summary: 'Confirm Dispatch: the stock leaves the warehouse with a driver and a vehicle',
        description:
          'Idempotent with the same driver and vehicle. A driver or vehicle on another trip in transit ' +
          'answers 409 naming it; a warehouse holding less than is sent answers 409 naming the lines.',
        tags,
        params: stockIdParamsSchema,
        body: confirmDispatchRequestSchema,
        response: { 200: dispatchSchema },
      },
    },
    async (request) =>
      confirmDispatch(db, { id: request.params.id, request: request.body, user: currentUser(request) }),
  );

  app.get(
    '/missed-dispatches',
    {
      config: dispatching,
      schema: {
        summary: `Missed Dispatches: what planning sent an outlet in the last ${MISSED_DAYS} days and no dispatch carried`,
        tags,
        querystring: teamQuerySchema,
        response: { 200: missedDispatchListSchema },
      },
    },
    async (request) => {
      assertTeamAccess(currentUser(request), request.query.teamId);
      return listMissedDispatches(db, { teamId: request.query.teamId });
    },
  );

  app.get(
    '/receipts',
    {
      config: receiving,
      schema: {
        summary: 'Stock Received: what is on its way to an outlet, line by line',
        tags,
        querystring: stockOutletQuerySchema,
        response: { 200: receiptLineListSchema },
      },
    },
    async (request) => {
      assertOutletAccess(currentUser(request), request.query.outletId);
      return listReceiptLines(db, { outletId: request.query.outletId });
    },
  );

  app.post(
    '/receipts',
    {
      config: receiving,
      schema: {
        summary: 'Confirm what arrived; a difference opens a dispute and needs a reason',
        description:
          'A line received before (a retry, another device) is left as it was and listed in alreadyReceived.',
        tags,
        body: confirmReceiptRequestSchema,
        response: { 200: confirmReceiptResponseSchema },
      },
    },
    async (request) => confirmReceipt(db, { request: request.body, user: currentUser(request) }),
  );

  app.get(
    '/trips',
    {
      config: receiving,
      schema: {
        summary: 'Stocks Dispatch (Transport): vans on the road, what each carries and since when',
        tags,
        querystring: tripListQuerySchema,
        response: { 200: tripListSchema },
      },
    },
    async (request) =>
      listTrips(db, { outletId: scopedOutlet(currentUser(request), request.query.outletId || undefined) }),
  );

  app.get(
    '/disputes',
    {
      config: receiving,
      schema: {
        summary: 'Movement Disputes: open ones first, then settled ones',
        tags,
        querystring: disputeListQuerySchema,
        response: { 200: disputeListSchema },
      },
    },
    async (request) =>
      listDisputes(db, {
        outletId: scopedOutlet(currentUser(request), request.query.outletId || undefined),
        state: request.query.state,
      }),
  );

  app.get(
    '/disputes/export.xlsx',
    {
      config: receiving,
      schema: {
        summary: 'Movement Disputes as XLSX: the rows the list shows for the same filters',
        tags,
        querystring: disputeListQuerySchema,
      },
    },
    async (request, reply) => {
      const outletId = scopedOutlet(currentUser(request), request.query.outletId || undefined);
      const outletName = outletId
        ? ((await listOutlets(db)).find((o) => o.id === outletId)?.name ?? outletId)
        : 'All outlets';
      const sheet = await exportDisputes(db, { outletId, outletName, state: request.query.state });
      return sendXlsx(reply, sheet);
    },
  );

  app.post(
    '/disputes/:id/resolve',
    {
      config: settling,
      schema: {
        summary: 'Settle a dispute: written off, found at the outlet or returned to the warehouse',
        tags,
        params: stockIdParamsSchema,
        body: resolveDisputeRequestSchema,
        response: { 200: disputeSchema },
      },
    },
    async (request) =>
      resolveDispute(db, { id: request.params.id, request: request.body, user: currentUser(request) }),
  );

  app.get(
    '/on-hand',
    {
      config: { access: allow('production', 'warehouse', 'outlet') },
      schema: {
        summary: 'What an outlet or the warehouse holds now (the live ledger)',
        tags,
        querystring: stockOutletQuerySchema,
        response: { 200: onHandSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      assertOutletAccess(user, request.query.outletId);
      return getOnHand(db, { outletId: request.query.outletId, teamId: ownTeamOf(user) });
    },
  );

  app.get(
    '/inventory',
    {
      config: settling,
      schema: {
        summary: 'Real-time inventory: every product by place, the warehouse, each outlet and in transit',
        tags,
        response: { 200: inventoryGridSchema },
      },
    },
    async () => getInventoryGrid(db),
  );

  app.get(
    '/moves',
    {
      config: settling,
      schema: {
        summary: 'The moves behind a number of the real-time inventory, newest first',
        tags,
        querystring: stockMovesQuerySchema,
        response: { 200: stockMoveListSchema },
      },
    },
    async (request) => listStockMoves(db, request.query),
  );

  app.post(
    '/returns',
    {
      config: receiving,
      schema: {
        summary:
          'Send Stocks from Store: a store sends stock back to the warehouse with a driver and a vehicle',
        description:
          'The store must hold what it sends (409 naming the line); the warehouse receives it on Stock Received.',
        tags,
        body: sendReturnRequestSchema,
        response: { 201: stockReturnSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendStockReturn(db, { request: request.body, user: currentUser(request) })),
  );

  app.get(
    '/returns',
    {
      config: receiving,
      schema: {
        summary: 'Returned to Warehouse: what stores sent back, on its way first',
        tags,
        querystring: tripListQuerySchema,
        response: { 200: stockReturnListSchema },
      },
    },
    async (request) =>
      listStockReturns(db, {
        outletId: scopedOutlet(currentUser(request), request.query.outletId || undefined),
      }),
  );
};
