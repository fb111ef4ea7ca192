import {
  productIdParamsSchema,
  productListSchema,
  productSupplierListSchema,
  supplierListSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow } from '../auth/access.ts';
import { listProductSuppliers } from './list-product-suppliers.ts';
import { listProducts } from './list-products.ts';
import { listSuppliers } from './list-suppliers.ts';

// Everyone who plans, produces, dispatches or receives stock reads the product lists.
const readers = { access: allow('production', 'warehouse', 'outlet') };

/** The product and supplier lists of the data API (operations.md §7), mounted under /dataapi. */
export const inventoryDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/common/find/suppliers/by/source/website',
    {
      config: readers,
      schema: { summary: 'Suppliers', tags: ['inventory'], response: { 200: supplierListSchema } },
    },
    async () => listSuppliers(db),
  );

  app.get(
    '/api/common/find/products/by/source/website',
    {
      config: readers,
      schema: {
        summary: 'Products, by name and variant',
        tags: ['inventory'],
        response: { 200: productListSchema },
      },
    },
    async () => listProducts(db),
  );

  app.get(
    '/api/common/find/suppliers/by/product/:productId',
    {
      config: readers,
      schema: {
        summary: "A product's suppliers with their supply price (404 for an unknown product)",
        tags: ['inventory'],
        params: productIdParamsSchema,
        response: { 200: productSupplierListSchema },
      },
    },
    async (request) => listProductSuppliers(db, { productId: request.params.productId }),
  );
};
