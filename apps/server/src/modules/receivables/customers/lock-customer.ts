import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { CUSTOMER_NOT_FOUND } from './get-customer.ts';

/**
 * The customer, locked until the transaction ends: writes to one customer's ledger queue, so two
 * credit notes against one invoice cannot both pass the check that they stay within it.
 */
export async function lockCustomer(tx: Tx, customerId: number): Promise<{ id: number; stateCode: string }> {
  const found = await tx.execute<{ id: number; state_code: string }>(
    sql`select id, state_code from customers where id = ${customerId} for update`,
  );
  const customer = found.rows[0];
  if (!customer) throw AppError.notFound(CUSTOMER_NOT_FOUND);
  return { id: customer.id, stateCode: customer.state_code };
}
