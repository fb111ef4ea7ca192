import type { CustomerInput, ReceivableCustomer } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import { checkCustomer } from './check-customer.ts';
import { getCustomer } from './get-customer.ts';

/** Adds a customer finance bills; their ledger starts empty. */
export async function createCustomer(
  db: Database,
  options: { customer: CustomerInput },
): Promise<ReceivableCustomer> {
  return db.transaction(async (tx) => {
    await checkCustomer(tx, { customer: options.customer });
    const [created] = await tx.insert(customers).values(options.customer).returning({ id: customers.id });
    if (!created) throw new Error('the customer was not inserted');
    return getCustomer(tx, created.id);
  });
}
