import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { OrderFormCatalogue } from '@kadai/contract';
import type pg from 'pg';
import type { Database } from '../../../db/client.ts';
import { getOrderFormCatalogue } from './get-order-form-catalogue.ts';

/** Trigger-fed channel (migration 0001): any change to categories, subcategories or items. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface CachedCatalogue {
  catalogue: OrderFormCatalogue;
  json: string;
  gzip: Buffer;
  /**
   * The same bytes with brotli at its strongest (a quarter smaller than gzip here), made off the
   * event loop once the catalogue is cached; until then a request gets gzip.
   */
  br?: Buffer;
  etag: string;
}

function addBrotli(cached: CachedCatalogue): void {
  brotliCompress(
    cached.json,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(cached.json),
      },
    },
    (error, br) => {
      // Without it the catalogue still goes out as gzip.
      if (!error) cached.br = br;
    },
  );
}

/**
 * The order form's catalogue, built once and kept until the catalogue changes. Every server
 * process LISTENs for the database's change notice, so an edit made through any process (or by
 * hand in SQL) reaches every customer at once. While the listener is down, nothing is cached.
 */
export function createCatalogueCache(options: { db: Database; listenPool?: pg.Pool }) {
  // LISTEN needs a session of its own: through PgBouncer in transaction mode, a direct pool.
  const pool = options.listenPool ?? (options.db.$client as pg.Pool);
  let current: Promise<CachedCatalogue> | null = null;
  let listener: pg.PoolClient | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function build(): Promise<CachedCatalogue> {
    const catalogue = await getOrderFormCatalogue(options.db);
    const json = JSON.stringify(catalogue);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    return { catalogue, json, gzip: gzipSync(json), etag };
  }

  async function listen(): Promise<void> {
    if (closed) return;
    try {
      const client = await pool.connect();
      client.on('notification', () => invalidate());
      client.on('error', () => {
        listening = false;
        invalidate();
        // close() may already have released it (a database shutting down errors every client).
        if (listener !== client) return;
        listener = null;
        client.release(true);
        scheduleListen();
      });
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      // Closed while this was connecting (an app stopped right after it started, on a loaded
      // machine): the client is given back, or the pool's end would wait for it for ever.
      if (closed) {
        client.release(true);
        return;
      }
      listener = client;
      listening = true;
      // Anything changed while we were not listening is picked up by rebuilding.
      invalidate();
    } catch {
      scheduleListen();
    }
  }

  function scheduleListen() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, 1000);
    retry.unref();
  }

  function invalidate() {
    current = null;
  }

  const ready = listen();

  return {
    ready,
    invalidate,
    async get(): Promise<CachedCatalogue> {
      if (!listening) return build();
      if (!current) {
        const building = build();
        current = building;
        building.then(addBrotli, () => {});
        // A failed build must not stay cached.
        building.catch(() => {
          if (current === building) current = null;
        });
      }
      return current;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      if (listener) {
        listener.release(true);
        listener = null;
      }
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
