import type { ReceivableCustomer } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { customers, stores } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

export const CUSTOMER_NOT_FOUND = 'No such customer';

/** A customer as the API shows it, or a 404. */
export async function getCustomer(db: DbOrTx, customerId: number): Promise<ReceivableCustomer> {
  const [row] = await db
    .select({ customer: customers, storeName: stores.name })
    .from(customers)
    .leftJoin(stores, eq(stores.id, customers.storeId))
    .where(eq(customers.id, customerId));
  if (!row) throw AppError.notFound(CUSTOMER_NOT_FOUND);
  const { customer } = row;
  return {
    id: customer.id,
    name: customer.name,
    storeId: customer.storeId,
    storeName: row.storeName,
    outletId: customer.outletId,
    groupName: customer.groupName,
    email: customer.email,
    mobile: customer.mobile,
    gstin: customer.gstin,
    stateCode: customer.stateCode,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
  };
}
