import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** One row the readiness probe rewrites: a write that fails (disk full, read-only) fails readiness. */
export const healthProbe = pgTable('health_probe', {
  id: integer('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
