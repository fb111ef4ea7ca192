import type { Invoice, SignedUser } from '@kadai/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { getInvoice } from './get-invoice.ts';
import { writeDate, writeOnce } from './write-once.ts';

/** Who issues, and what makes a resend of the same issue write nothing again. */
export interface IssuedBy {
  user: Pick<SignedUser, 'id' | 'displayName'>;
  idempotencyKey?: string | undefined;
  now?: Date;
}

/**
 * Issues an invoice or a credit note once: dated today unless the request names a day (never after
 * it), written by `write` in one transaction that a resend with the same Idempotency-Key does not
 * repeat, and answered with the document as it was stored.
 */
export async function issueOnce(
  db: Database,
  options: IssuedBy & {
    scope: string;
    body: unknown;
    issueDate: string | undefined;
    write: (tx: Tx, issueDate: string) => Promise<number>;
  },
): Promise<{ invoice: Invoice; replayed: boolean }> {
  const issueDate = writeDate({
    date: options.issueDate,
    field: 'issueDate',
    label: 'Issue date',
    now: options.now,
  });
  const { id, replayed } = await writeOnce(db, {
    scope: options.scope,
    idempotencyKey: options.idempotencyKey,
    userId: options.user.id,
    body: options.body,
    write: (tx) => options.write(tx, issueDate),
  });
  return { invoice: await getInvoice(db, id), replayed };
}
