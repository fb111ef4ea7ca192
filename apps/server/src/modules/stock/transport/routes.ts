import {
  createDriverRequestSchema,
  createVehicleRequestSchema,
  driverSchema,
  transportSchema,
  tripListQuerySchema,
  tripListSchema,
  vehicleSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { currentUser } from '../../auth/access.ts';
import { scopedOutlet } from '../ledger/scoped-outlet.ts';
import { receiving, stockTags as tags, transporting } from '../ledger/stock-access.ts';
import { createDriver } from './create-driver.ts';
import { createVehicle } from './create-vehicle.ts';
import { listTransport } from './list-transport.ts';
import { listTrips } from './list-trips.ts';

/** Drivers, vehicles and the trips they are on. */
export const transportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/stock/transport',
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
    '/api/stock/drivers',
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
    '/api/stock/vehicles',
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
    '/api/stock/trips',
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
};
