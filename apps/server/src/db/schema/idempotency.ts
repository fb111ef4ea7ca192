import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys that make a retried write answer with the first write's result instead of writing again:
 * placed orders (modules/orders/placing/place-order-sql.ts) and batch posts (lib/idempotent-batch.ts),
 * each under its own scope. Shared infrastructure, owned by neither module.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    resultRef: text('result_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
