import { z } from 'zod';
import type { QueueName } from './queues.ts';

const id = z.number().int().positive();
/** A job that carries nothing: the scheduled ones, which pg-boss sends with `{}`. */
const nothing = z.strictObject({});
const message = z.strictObject({ messageId: id });

/**
 * What each queue's job carries, checked when it is enqueued and again before a worker runs it, so
 * a job a handler cannot understand never reaches it. A given-up queue receives the failed job's
 * own data, so it carries what its delivery queue carries.
 */
export const JOB_PAYLOADS = {
  'mail-deliver': message,
  'mail-given-up': message,
  'sms-deliver': message,
  'sms-given-up': message,
  'sms-report-poll': nothing,
  'prune-idempotency-keys': nothing,
  'prune-sessions': nothing,
  'payment-check': z.strictObject({
    attemptId: id,
    /** The status checks' unit of time; a job without it uses the schedule's own. */
    firstCheckSeconds: z.number().nonnegative().optional(),
  }),
  'payment-sweep': nothing,
  'payment-confirm': z.strictObject({ attemptId: id }),
  'stock-balance-check': nothing,
  'statements-due': nothing,
  'statements-run': z.strictObject({ runId: id }),
  'report-run': z.strictObject({ runId: id }),
  'backup-take': nothing,
  'backup-archive-check': nothing,
} as const satisfies { [Name in QueueName]: z.ZodType };

export type JobPayload<Name extends QueueName> = z.output<(typeof JOB_PAYLOADS)[Name]>;

/** A job's data that does not fit its queue: names the queue and each field that is wrong. */
export class JobPayloadError extends Error {
  override name = 'JobPayloadError';
}

/** The job's data as its queue's schema reads it, or a JobPayloadError saying what is wrong. */
export function parseJobPayload<Name extends QueueName>(name: Name, data: unknown): JobPayload<Name> {
  const parsed = JOB_PAYLOADS[name].safeParse(data);
  if (parsed.success) return parsed.data as JobPayload<Name>;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the payload'}: ${issue.message}`,
  );
  throw new JobPayloadError(`a ${name} job cannot carry this: ${problems.join('; ')}`);
}
