import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits per client address (and route) in the current window of @fastify/rate-limit, kept here so
 * that every server process behind a balancer counts the same hits (lib/rate-limit-store.ts).
 * UNLOGGED in its migration: a count lost in a crash only forgives a minute of hits, and a hit
 * costs no write-ahead log. Shared infrastructure, owned by no module.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
