/**
 * The queues of the product's side effects (pg-boss 10): their retry policies are in job-queue.ts,
 * what each job carries in job-payloads.ts.
 */
export const QUEUES = {
  /** Hands one outbox message to SMTP. */
  deliverMail: 'mail-deliver',
  /** Mail whose retries ran out: kept 'failed' in the outbox for an admin's Send again. */
  mailGivenUp: 'mail-given-up',
  /** Hands one text message to the SMS provider. */
  deliverSms: 'sms-deliver',
  /** Text messages whose retries ran out: kept 'failed' in the outbox for an admin's Send again. */
  smsGivenUp: 'sms-given-up',
  /** Every ten minutes: asks the SMS provider about sent messages the webhook brought no report of. */
  pollSmsReports: 'sms-report-poll',
  pruneIdempotencyKeys: 'prune-idempotency-keys',
  pruneSessions: 'prune-sessions',
  /** Asks the card gateway what became of one payment attempt. */
  checkPayment: 'payment-check',
  /** Daily: every attempt still without a final answer inside the gateway's auto-cancel window. */
  sweepPayments: 'payment-sweep',
  /** Confirms one paid attempt for settlement through the gateway's Confirm API. */
  confirmPayment: 'payment-confirm',
  /** Nightly: recomputes every stock balance from the ledger and reports any difference. */
  checkStockBalances: 'stock-balance-check',
  /** Daily: starts the monthly statement runs of the groups whose day it is. */
  statementsDue: 'statements-due',
  /** Sends one statement run's mails. */
  runStatements: 'statements-run',
  /** Prepares one report over a long period as a workbook. */
  runReport: 'report-run',
  /** Nightly (and once when there is none): a base backup of the embedded database, then pruning. */
  takeBackup: 'backup-take',
  /** Every five minutes: whether PostgreSQL's WAL archiving is failing. */
  checkWalArchive: 'backup-archive-check',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
