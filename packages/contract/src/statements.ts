import { z } from 'zod';
import { serialIdSchema } from './movements.ts';
import { mailStatusSchema } from './notifications.ts';

/**
 * Monthly statements of account (each customer learns what they owe without asking): per customer group, on a
 * day of the month in business time (Asia/Kolkata), each customer with an e-mail is sent the statement of the
 * month before — at most once per customer and month, whoever or whatever starts the run. Every run is logged
 * with who was sent what, and a run that fails says so.
 */

/** A day every month has, so a schedule never skips February. */
export const STATEMENT_DAY_MAX = 28;

export const STATEMENT_MESSAGES = {
  groupName: 'Group: choose a customer group',
  dayOfMonth: `Day of month: a whole number from 1 to ${STATEMENT_DAY_MAX}`,
  period: 'Month: a month as YYYY-MM',
  periodNotOver: 'Month: statements are sent for a month that has ended',
  runActive: 'A run for this group and month is already under way',
} as const;

/** 'YYYY-MM'. */
export const statementPeriodSchema = z
  .string({ error: STATEMENT_MESSAGES.period })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: STATEMENT_MESSAGES.period });

const groupNameSchema = z
  .string({ error: STATEMENT_MESSAGES.groupName })
  .trim()
  .min(1, { error: STATEMENT_MESSAGES.groupName })
  .max(100, { error: STATEMENT_MESSAGES.groupName });

export const saveStatementScheduleRequestSchema = z.strictObject({
  groupName: groupNameSchema,
  dayOfMonth: z
    .number({ error: STATEMENT_MESSAGES.dayOfMonth })
    .int({ error: STATEMENT_MESSAGES.dayOfMonth })
    .min(1, { error: STATEMENT_MESSAGES.dayOfMonth })
    .max(STATEMENT_DAY_MAX, { error: STATEMENT_MESSAGES.dayOfMonth }),
  enabled: z.boolean({ error: 'Enabled: true or false' }),
});
export type SaveStatementScheduleRequest = z.input<typeof saveStatementScheduleRequestSchema>;

export const statementScheduleSchema = z.object({
  groupName: z.string(),
  dayOfMonth: z.number(),
  enabled: z.boolean(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type StatementSchedule = z.infer<typeof statementScheduleSchema>;

export const startStatementRunRequestSchema = z.strictObject({
  groupName: groupNameSchema,
  period: statementPeriodSchema,
});
export type StartStatementRunRequest = z.input<typeof startStatementRunRequestSchema>;

export const STATEMENT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type StatementRunStatus = (typeof STATEMENT_RUN_STATUSES)[number];

/** What became of one customer in a run. */
export const STATEMENT_DELIVERY_STATUSES = ['sent', 'skipped'] as const;

export const statementDeliverySchema = z.object({
  customerId: z.number(),
  customerName: z.string(),
  /** 'sent': handed to the mail outbox (its own state beside it); 'skipped': why not. */
  status: z.enum(STATEMENT_DELIVERY_STATUSES),
  reason: z.string().nullable(),
  email: z.string().nullable(),
  mailId: z.number().nullable(),
  mailStatus: mailStatusSchema.nullable(),
  mailError: z.string().nullable(),
});
export type StatementDelivery = z.infer<typeof statementDeliverySchema>;

export const statementRunSchema = z.object({
  id: z.number(),
  groupName: z.string(),
  period: z.string(),
  /** 'schedule' or the name of whoever started it. */
  startedBy: z.string(),
  status: z.enum(STATEMENT_RUN_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  sent: z.number(),
  skipped: z.number(),
});
export type StatementRun = z.infer<typeof statementRunSchema>;

export const statementRunDetailSchema = statementRunSchema.extend({
  deliveries: z.array(statementDeliverySchema),
});
export type StatementRunDetail = z.infer<typeof statementRunDetailSchema>;

export const statementsOverviewSchema = z.object({
  /** Every customer group, with its schedule when it has one. */
  groups: z.array(
    z.object({ groupName: z.string(), customers: z.number(), schedule: statementScheduleSchema.nullable() }),
  ),
  /** Newest first. */
  runs: z.array(statementRunSchema),
});
export type StatementsOverview = z.infer<typeof statementsOverviewSchema>;

export const statementRunIdParamsSchema = z.strictObject({ runId: serialIdSchema('runId') });

/** The month before the one `day` (YYYY-MM-DD) falls in: what a statement sent that day covers. */
export function previousPeriod(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The first and last business day of a period 'YYYY-MM'. */
export function periodDays(period: string): { start: string; end: string } {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${period}-01`, end: `${period}-${String(last).padStart(2, '0')}` };
}
