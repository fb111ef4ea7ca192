import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Headers a hashed script or stylesheet has no use for: the document's policies (a browser applies
 * CSP, framing and opener rules to documents and workers, not to the files they load) and the
 * validators of a file that never changes under its name (immutable, a year: never revalidated).
 * Each costs bytes on every file a phone loads: about 700 of the 1,100 a response carried.
 * Kept: type, length, encoding, Vary, Cache-Control, nosniff, Cross-Origin-Resource-Policy.
 */
const NOT_FOR_ASSETS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  // HSTS is kept by a browser from the document, which always has it.
  'strict-transport-security',
  'accept-ranges',
  'etag',
  'last-modified',
];

/** Of a page's validators, the one a browser never needs beside its ETag, and byte ranges. */
const NOT_FOR_PAGES = ['last-modified', 'accept-ranges'];

/** Whether a built web app (with its index.html) is at `webDist`. */
export function hasWebApp(webDist: string | undefined): webDist is string {
  return webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
}

/**
 * Serves the built web app: the files as the build wrote them, and index.html for every other GET
 * (the app's own router takes the address from there).
 *
 * The build writes a brotli and a gzip copy beside each file (apps/web/vite.config.ts); the copy
 * the request accepts is sent as is (br before gzip, else the file), with `Vary: Accept-Encoding`
 * so a shared cache never hands a gzip body to a client that asked for none. Nothing is compressed
 * per request. Hashed assets never change and are cached for a year; index.html is `no-cache`
 * with an ETag, so a browser revalidates it on every visit and sees a new build at once. So is the
 * service worker (sw.js, apps/web/src/sw.ts): a phone checks it on every visit, and a new build's
 * worker replaces the code the phone keeps.
 */
export async function serveWebApp(
  app: FastifyInstance,
  options: { webDist: string; notFound: (request: FastifyRequest, reply: FastifyReply) => unknown },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const asset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('vary', 'accept-encoding');
      reply.header('cache-control', asset ? IMMUTABLE : 'no-cache');
      if (!asset) {
        // The page (index.html, sw.js) is revalidated by its ETag; a date and byte ranges add nothing.
        for (const name of NOT_FOR_PAGES) reply.removeHeader(name);
        return;
      }
      for (const name of NOT_FOR_ASSETS) {
        // Helmet writes on the raw response, the file's validators on Fastify's reply.
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a 404, not the app's page: a browser must not run HTML as a script.
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      /^\/(api|dataapi|assets)\//.test(request.url) ||
      // A build without a worker: a page must not be registered as one.
      /^\/sw\.js($|\?)/.test(request.url)
    ) {
      return options.notFound(request, reply);
    }
    return reply.sendFile('index.html');
  });
}
