import { SHORT_LINK_PAGES, shortLinkParamsSchema } from '@kadai/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { handleError } from '../../lib/error-handler.ts';
import { openShortLink } from './open-short-link.ts';
import { sendShortLinkPage } from './short-link-page.ts';

/** Opens one address may make a minute: a person taps a link or two; a script guessing codes, many. */
export const SHORT_LINK_OPENS_PER_MINUTE = 30;

/**
 * GET /s/:code, the short links text messages carry: 302 to the path on this site it stands for,
 * or a small page saying the link has expired (410) or is not ours (404). Each address may open
 * SHORT_LINK_OPENS_PER_MINUTE a minute (429). Every open is logged by the link's id and purpose,
 * never its code or where it leads (those carry the customer's key); the request log masks the
 * code too (log-serializers.ts).
 */
export const shortLinkRoutes: FastifyPluginAsyncZod<{ db: Database; opensPerMinute?: number }> = async (
  app,
  { db, opensPerMinute },
) => {
  // This plugin answers browsers: its errors are pages; anything unexpected goes to the one handler.
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'gone')) {
      const page = error.code === 'gone' ? SHORT_LINK_PAGES.expired : SHORT_LINK_PAGES.notFound;
      request.log.info({ shortLink: error.code }, 'short link not opened');
      return sendShortLinkPage(reply, { status: error.status, ...page });
    }
    if ('validation' in error && error.validation) {
      return sendShortLinkPage(reply, { status: 404, ...SHORT_LINK_PAGES.notFound });
    }
    if ('statusCode' in error && error.statusCode === 429) {
      return sendShortLinkPage(reply, { status: 429, ...SHORT_LINK_PAGES.tooMany });
    }
    return handleError(error, request, reply);
  });

  app.get(
    '/s/:code',
    {
      config: {
        rateLimit: {
          max: opensPerMinute ?? SHORT_LINK_OPENS_PER_MINUTE,
          timeWindow: 60_000,
          // The global limit lets every GET through; this one counts them.
          allowList: () => false,
        },
      },
      schema: { hide: true, params: shortLinkParamsSchema },
    },
    async (request, reply) => {
      const link = await openShortLink(db, {
        code: request.params.code,
        // HEAD (a preview that only looks) reads without counting.
        count: request.method === 'GET',
      });
      request.log.info(
        { shortLink: { id: link.id, purpose: link.purpose, opens: link.opens } },
        'short link opened',
      );
      return reply.header('cache-control', 'no-store').redirect(link.target, 302);
    },
  );
};
