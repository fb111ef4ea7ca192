import type { CustomerInput, ReceivableCustomer } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { checkCustomer } from './check-customer.ts';
import { CUSTOMER_NOT_FOUND, getCustomer } from './get-customer.ts';

/**
 * Replaces a customer's details. Issued invoices keep the place of supply they were issued with
 * (invoices.state_code): changing it here changes only the invoices to come.
 */
export async function updateCustomer(
  db: Database,
  options: { customerId: number; customer: CustomerInput },
): Promise<ReceivableCustomer> {
  return db.transaction(async (tx) => {
    await checkCustomer(tx, { customer: options.customer, exceptId: options.customerId });
    const [updated] = await tx
      .update(customers)
      .set({ ...options.customer, updatedAt: sql`now()` })
      .where(eq(customers.id, options.customerId))
      .returning({ id: customers.id });
    if (!updated) throw AppError.notFound(CUSTOMER_NOT_FOUND);
    return getCustomer(tx, updated.id);
  });
}
