import { orderFormCatalogueSchema } from '@kadai/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../auth/access.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { renderBrochure } from './render-brochure.ts';

/** The customer's order form: its catalogue, served from the cache, and the brochure made from it. */
export const orderFormRoutes: FastifyPluginAsyncZod<{ catalogueCache: CatalogueCache }> = async (
  app,
  { catalogueCache },
) => {
  let brochure: { etag: string; pdf: Promise<Buffer> } | null = null;

  app.get(
    '/api/catalogue',
    {
      config: { access: PUBLIC },
      schema: {
        summary: 'The order form catalogue: live categories, subcategories and items in order',
        tags: ['catalogue'],
        response: { 200: orderFormCatalogueSchema },
      },
    },
    async (request, reply) => {
      const cached = await catalogueCache.get();
      // Validated and serialised once per catalogue version, not per request: send the bytes as they are.
      const raw = reply as unknown as FastifyReply;
      raw.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === cached.etag) return raw.code(304).send();
      raw.type('application/json; charset=utf-8');
      const accepts = request.headers['accept-encoding'] ?? '';
      if (cached.br && /\bbr\b/.test(accepts)) return raw.header('content-encoding', 'br').send(cached.br);
      if (/\bgzip\b/.test(accepts)) {
        return raw.header('content-encoding', 'gzip').send(cached.gzip);
      }
      return raw.serializer((x) => x as string).send(cached.json);
    },
  );

  app.get(
    '/api/catalogue/brochure.pdf',
    {
      config: { access: PUBLIC },
      schema: { summary: 'Brochure PDF of the festival collection and products', tags: ['catalogue'] },
    },
    async (_request, reply) => {
      const cached = await catalogueCache.get();
      // Rendering a large catalogue takes a while: keep the PDF for as long as the catalogue is the same.
      if (brochure?.etag !== cached.etag)
        brochure = { etag: cached.etag, pdf: renderBrochure(cached.catalogue) };
      const pdf = await brochure.pdf.catch((error: unknown) => {
        brochure = null;
        throw error;
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="kadai-brochure.pdf"')
        .send(pdf);
    },
  );
};
