import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { catalogueAdminRoutes } from './catalogue-admin/routes.ts';
import { itemPhotoRoutes } from './item-photos/routes.ts';
import type { CatalogueCache } from './order-form/catalogue-cache.ts';
import { orderFormRoutes } from './order-form/routes.ts';

/**
 * The catalogue: the order form's categories, subcategories and items (/api/catalogue), the admin's
 * screen that keeps them (/api/admin/catalogue) and the items' photos, each flow at its full URLs.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Database;
  catalogueCache: CatalogueCache;
}> = async (app, { db, catalogueCache }) => {
  await app.register(orderFormRoutes, { catalogueCache });
  await app.register(catalogueAdminRoutes, { db });
  await app.register(itemPhotoRoutes, { db });
};
