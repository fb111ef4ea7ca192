import type { JobQueue } from '../../jobs/job-queue.ts';
import type { PaymentGatewayPort } from '../../ports/payment-gateway.ts';

/**
 * What the payments module needs to follow a payment through its life: the gateway, the job queue
 * (confirmations, later checks) and where finance is told of what needs a person (a reversal, an
 * older amount, a word nobody knows): a mail in the outbox, sent when SMTP is set.
 */
export interface PaymentContext {
  gateway: PaymentGatewayPort;
  jobs: JobQueue;
  notify: { to: string; smtp: boolean };
}
