import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A report over a long period, run by the worker (decision 020): its query (already narrowed to
 * the scope of who asked), how far it has got, and the finished workbook, kept for download.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    query: jsonb('query').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startedBy: text('started_by').notNull(),
    status: text('status').notNull().default('queued'),
    /** 0–100. */
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name').notNull(),
    xlsx: bytea('xlsx'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('report_runs_user_idx').on(t.userId, t.createdAt),
    check('report_runs_kind', sql`${t.kind} in ('total-trash', 'produced-vs-sold')`),
    check('report_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('report_runs_progress', sql`${t.progress} between 0 and 100`),
  ],
);
