import {
  adminCatalogueSchema,
  adminCategorySchema,
  adminItemSchema,
  adminSubcategorySchema,
  catalogueEntryIdParamsSchema,
  createCategoryRequestSchema,
  createItemRequestSchema,
  createSubcategoryRequestSchema,
  itemIdParamsSchema,
  type MoveCatalogueEntryRequest,
  moveCatalogueEntryRequestSchema,
  movedCatalogueEntrySchema,
  updateCategoryRequestSchema,
  updateItemRequestSchema,
  updateSubcategoryRequestSchema,
} from '@kadai/contract';
import type { FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { allow } from '../../auth/access.ts';
import { createCategory } from './create-category.ts';
import { createItem } from './create-item.ts';
import { createSubcategory } from './create-subcategory.ts';
import { getAdminCatalogue } from './get-admin-catalogue.ts';
import { type CatalogueEntryRef, moveCatalogueEntry } from './move-catalogue-entry.ts';
import { updateCategory } from './update-category.ts';
import { updateItem } from './update-item.ts';
import { updateSubcategory } from './update-subcategory.ts';

const adminOnly = { access: allow('admin') };
const tags = ['catalogue admin'];

type App = Parameters<FastifyPluginAsyncZod>[0];
type IdParams = typeof catalogueEntryIdParamsSchema | typeof itemIdParamsSchema;

/** What differs between categories, subcategories and items; their three write routes are alike. */
interface EntryKind<
  Params extends IdParams,
  Entry extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  path: string;
  params: Params;
  entry: Entry;
  ref: (id: z.output<Params>['id']) => CatalogueEntryRef;
  create: {
    summary: string;
    body: Create;
    run: (db: Database, input: z.output<Create>) => Promise<z.input<Entry>>;
  };
  update: {
    summary: string;
    body: Update;
    run: (
      db: Database,
      input: { id: z.output<Params>['id']; changes: z.output<Update> },
    ) => Promise<z.input<Entry>>;
  };
  moveSummary: string;
}

/** Create (POST path), change (PATCH path/:id) and move (POST path/:id/move) one kind of entry. */
function entryRoutes<
  Params extends IdParams,
  Entry extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: App, db: Database, kind: EntryKind<Params, Entry, Create, Update>): void {
  // The zod type provider cannot infer through these type parameters, so the routes are typed plainly
  // here and the parsed values named by hand: the schemas given still validate every request.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  type Id = { id: z.output<Params>['id'] };

  const options = (schema: FastifySchema) => ({ config: adminOnly, schema: { tags, ...schema } });

  routes.post(
    kind.path,
    options({ summary: kind.create.summary, body: kind.create.body, response: { 201: kind.entry } }),
    async (request, reply) =>
      reply.code(201).send(await kind.create.run(db, request.body as z.output<Create>)),
  );

  routes.patch(
    `${kind.path}/:id`,
    options({
      summary: kind.update.summary,
      params: kind.params,
      body: kind.update.body,
      response: { 200: kind.entry },
    }),
    async (request) =>
      kind.update.run(db, { id: (request.params as Id).id, changes: request.body as z.output<Update> }),
  );

  routes.post(
    `${kind.path}/:id/move`,
    options({
      summary: kind.moveSummary,
      params: kind.params,
      body: moveCatalogueEntryRequestSchema,
      response: { 200: movedCatalogueEntrySchema },
    }),
    async (request) => {
      const { delta } = request.body as MoveCatalogueEntryRequest;
      return moveCatalogueEntry(db, { entry: kind.ref((request.params as Id).id), delta });
    },
  );
}

/**
 * The catalogue admin screen (/sort), for admins: /api/admin/catalogue. Every write reaches the
 * order form at once: the tables' triggers tell each server's catalogue cache to drop itself.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/catalogue',
    {
      config: adminOnly,
      schema: {
        summary: 'Every category, subcategory and item, hidden ones included, in order',
        tags,
        response: { 200: adminCatalogueSchema },
      },
    },
    async () => getAdminCatalogue(db),
  );

  entryRoutes(app, db, {
    path: '/api/admin/catalogue/categories',
    params: catalogueEntryIdParamsSchema,
    entry: adminCategorySchema,
    ref: (id) => ({ kind: 'category', id }),
    create: { summary: 'Create a category', body: createCategoryRequestSchema, run: createCategory },
    update: {
      summary: 'Rename, reorder, hide (live 0) or show (live 1) a category',
      body: updateCategoryRequestSchema,
      run: updateCategory,
    },
    moveSummary: 'Raise (+11) or lower (−11) a category’s order',
  });

  entryRoutes(app, db, {
    path: '/api/admin/catalogue/subcategories',
    params: catalogueEntryIdParamsSchema,
    entry: adminSubcategorySchema,
    ref: (id) => ({ kind: 'subcategory', id }),
    create: { summary: 'Create a subcategory', body: createSubcategoryRequestSchema, run: createSubcategory },
    update: {
      summary: 'Rename, move to another category, change layout, reorder, hide or show a subcategory',
      body: updateSubcategoryRequestSchema,
      run: updateSubcategory,
    },
    moveSummary: 'Raise (+11) or lower (−11) a subcategory’s order',
  });

  entryRoutes(app, db, {
    path: '/api/admin/catalogue/items',
    params: itemIdParamsSchema,
    entry: adminItemSchema,
    ref: (id) => ({ kind: 'item', id }),
    create: { summary: 'Create an item, or a copy of one', body: createItemRequestSchema, run: createItem },
    update: {
      summary: 'Change any of an item’s fields (the admin row saves order, show, pu, u, mrpPaise one by one)',
      body: updateItemRequestSchema,
      run: updateItem,
    },
    moveSummary: 'Raise (+11) or lower (−11) an item’s order',
  });
};
