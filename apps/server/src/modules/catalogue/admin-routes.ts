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
  moveCatalogueEntryRequestSchema,
  movedCatalogueEntrySchema,
  updateCategoryRequestSchema,
  updateItemRequestSchema,
  updateSubcategoryRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow } from '../auth/access.ts';
import { createCategory } from './create-category.ts';
import { createItem } from './create-item.ts';
import { createSubcategory } from './create-subcategory.ts';
import { getAdminCatalogue } from './get-admin-catalogue.ts';
import { moveCatalogueEntry } from './move-catalogue-entry.ts';
import { updateCategory } from './update-category.ts';
import { updateItem } from './update-item.ts';
import { updateSubcategory } from './update-subcategory.ts';

const adminOnly = { access: allow('admin') };
const tags = ['catalogue admin'];

/**
 * The catalogue admin screen (/sort), for admins: /api/admin/catalogue. Every write reaches the
 * order form at once: the tables' triggers tell each server's catalogue cache to drop itself.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/catalogue',
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

  app.post(
    '/catalogue/categories',
    {
      config: adminOnly,
      schema: {
        summary: 'Create a category',
        tags,
        body: createCategoryRequestSchema,
        response: { 201: adminCategorySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCategory(db, request.body)),
  );

  app.patch(
    '/catalogue/categories/:id',
    {
      config: adminOnly,
      schema: {
        summary: 'Rename, reorder, hide (live 0) or show (live 1) a category',
        tags,
        params: catalogueEntryIdParamsSchema,
        body: updateCategoryRequestSchema,
        response: { 200: adminCategorySchema },
      },
    },
    async (request) => updateCategory(db, { id: request.params.id, changes: request.body }),
  );

  app.post(
    '/catalogue/categories/:id/move',
    {
      config: adminOnly,
      schema: {
        summary: 'Raise (+11) or lower (−11) a category’s order',
        tags,
        params: catalogueEntryIdParamsSchema,
        body: moveCatalogueEntryRequestSchema,
        response: { 200: movedCatalogueEntrySchema },
      },
    },
    async (request) =>
      moveCatalogueEntry(db, {
        entry: { kind: 'category', id: request.params.id },
        delta: request.body.delta,
      }),
  );

  app.post(
    '/catalogue/subcategories',
    {
      config: adminOnly,
      schema: {
        summary: 'Create a subcategory',
        tags,
        body: createSubcategoryRequestSchema,
        response: { 201: adminSubcategorySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createSubcategory(db, request.body)),
  );

  app.patch(
    '/catalogue/subcategories/:id',
    {
      config: adminOnly,
      schema: {
        summary: 'Rename, move to another category, change layout, reorder, hide or show a subcategory',
        tags,
        params: catalogueEntryIdParamsSchema,
        body: updateSubcategoryRequestSchema,
        response: { 200: adminSubcategorySchema },
      },
    },
    async (request) => updateSubcategory(db, { id: request.params.id, changes: request.body }),
  );

  app.post(
    '/catalogue/subcategories/:id/move',
    {
      config: adminOnly,
      schema: {
        summary: 'Raise (+11) or lower (−11) a subcategory’s order',
        tags,
        params: catalogueEntryIdParamsSchema,
        body: moveCatalogueEntryRequestSchema,
        response: { 200: movedCatalogueEntrySchema },
      },
    },
    async (request) =>
      moveCatalogueEntry(db, {
        entry: { kind: 'subcategory', id: request.params.id },
        delta: request.body.delta,
      }),
  );

  app.post(
    '/catalogue/items',
    {
      config: adminOnly,
      schema: {
        summary: 'Create an item, or a copy of one',
        tags,
        body: createItemRequestSchema,
        response: { 201: adminItemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createItem(db, request.body)),
  );

  app.patch(
    '/catalogue/items/:id',
    {
      config: adminOnly,
      schema: {
        summary: 'Change any of an item’s fields (the admin row saves order, show, pu, u, mrp one by one)',
        tags,
        params: itemIdParamsSchema,
        body: updateItemRequestSchema,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => updateItem(db, { id: request.params.id, changes: request.body }),
  );

  app.post(
    '/catalogue/items/:id/move',
    {
      config: adminOnly,
      schema: {
        summary: 'Raise (+11) or lower (−11) an item’s order',
        tags,
        params: itemIdParamsSchema,
        body: moveCatalogueEntryRequestSchema,
        response: { 200: movedCatalogueEntrySchema },
      },
    },
    async (request) =>
      moveCatalogueEntry(db, { entry: { kind: 'item', id: request.params.id }, delta: request.body.delta }),
  );
};
