import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mailMessages } from './notifications.ts';
import { customers } from './receivables.ts';

/** When each customer group's monthly statements go out: a day of the month, in business time. */
export const statementSchedules = pgTable(
  'statement_schedules',
  {
    groupName: text('group_name').primaryKey(),
    dayOfMonth: integer('day_of_month').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('statement_schedules_day', sql`${t.dayOfMonth} between 1 and 28`)],
);

/**
 * One run of a group's statements for a month: queued by a person or the schedule, run by the
 * worker. A run that fails keeps its error; its deliveries so far stay (each customer's is final).
 */
export const statementRuns = pgTable(
  'statement_runs',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    period: text('period').notNull(),
    startedBy: text('started_by').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('statement_runs_created_idx').on(t.createdAt),
    // One run under way per group and month: a second start is told, not run twice.
    uniqueIndex('statement_runs_active_idx')
      .on(t.groupName, t.period)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('statement_runs_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('statement_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * What a run did for each customer of its group: sent (the mail in the outbox) or skipped with the
 * reason. A customer is sent a month's statement once: a unique index over (customer, period) of
 * the sent ones, whichever run sent it.
 */
export const statementDeliveries = pgTable(
  'statement_deliveries',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => statementRuns.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    period: text('period').notNull(),
    status: text('status', { enum: ['sent', 'skipped'] }).notNull(),
    reason: text('reason'),
    mailMessageId: integer('mail_message_id').references(() => mailMessages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statement_deliveries_once_idx').on(t.customerId, t.period).where(sql`${t.status} = 'sent'`),
    uniqueIndex('statement_deliveries_run_customer_idx').on(t.runId, t.customerId),
    check(
      'statement_deliveries_shape',
      sql`(${t.status} = 'sent') = (${t.mailMessageId} is not null) and ((${t.status} = 'skipped') = (${t.reason} is not null))`,
    ),
  ],
);
