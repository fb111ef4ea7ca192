import { countSmsParts, type MailStatus, SMS_VARIABLE_MAX_LENGTH, smsValueLength } from '@kadai/contract';
import type { Tx } from '../../../db/client.ts';
import { smsMessages } from '../../../db/schema/index.ts';
import { type JobQueue, QUEUES } from '../../../jobs/job-queue.ts';

/**
 * A message's text as the customer reads it, for the outbox: the provider renders the real one
 * from the registered template, whose variables MSG91's Flow templates write as ##name##. A
 * variable without a value is a mistake in our code, not the customer's, and is said so.
 */
export function renderSmsText(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/##(\w+)##/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`the SMS text names ##${name}##, which has no value`);
    return value;
  });
}

/**
 * What DLT would refuse, refused here instead, with an error (our mistake, not the customer's): a
 * variable over 30 characters is scrubbed after MSG91 has answered with a request id, so it would
 * look sent and never arrive; a text ending with a variable cannot be registered at all.
 */
function assertDltAccepts(text: string, variables: Readonly<Record<string, string>>): void {
  if (/##\w+##\s*$/.test(text)) throw new Error('an SMS text may not end with a variable (DLT refuses it)');
  for (const [name, value] of Object.entries(variables)) {
    if (smsValueLength(value) > SMS_VARIABLE_MAX_LENGTH) {
      throw new Error(
        `the SMS variable ##${name}## has ${smsValueLength(value)} characters; DLT allows ${SMS_VARIABLE_MAX_LENGTH}`,
      );
    }
  }
}

/**
 * Writes a text message to the outbox inside the caller's transaction, and with an SMS provider
 * configured, its delivery job too: the message and its job exist exactly when the work it reports
 * does. A worker sends it (run-job-worker.ts), retrying with backoff while the provider is busy or
 * down; without a provider it stays in the outbox ('outbox') for an admin to read. The parts it
 * takes (GSM or Unicode) are stored with it, for the outbox and whoever sent it.
 */
export async function queueSms(
  tx: Tx,
  options: {
    /** Ten digits (the contract's normalisePhone). */
    to: string;
    /** The provider's id of the DLT template the message is registered as. */
    templateId: string;
    /** That template's text, with its variables as ##name##: the outbox shows it filled in. */
    text: string;
    variables: Record<string, string>;
    /** Whether an SMS provider is configured to send it. */
    provider: boolean;
    jobs: JobQueue;
  },
): Promise<{ id: number; status: MailStatus }> {
  assertDltAccepts(options.text, options.variables);
  const status: MailStatus = options.provider ? 'queued' : 'outbox';
  const preview = renderSmsText(options.text, options.variables);
  const { parts, encoding } = countSmsParts(preview);
  const [message] = await tx
    .insert(smsMessages)
    .values({
      toPhone: options.to,
      templateId: options.templateId,
      variables: options.variables,
      preview,
      status,
      parts,
      encoding,
    })
    .returning({ id: smsMessages.id });
  if (!message) throw new Error('sms_messages insert returned no row');
  if (options.provider) await options.jobs.enqueue(tx, QUEUES.deliverSms, { messageId: message.id });
  return { id: message.id, status };
}
