import { CUSTOMER_MESSAGES, type CustomerInput } from '@kadai/contract';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { outletExists } from '../../organisation/outlet-exists.ts';
import { storeExists } from '../../organisation/store-exists.ts';

/**
 * What a customer's details must hold beyond their own format: the store and outlet exist (400),
 * and no other customer has the mobile or e-mail (409), since an order is known to be a customer's
 * by either. The unique indexes hold it too when two saves race; this names the field.
 */
export async function checkCustomer(
  db: DbOrTx,
  options: { customer: CustomerInput; exceptId?: number },
): Promise<void> {
  const { customer } = options;
  const problems: FieldError[] = [];
  if (customer.storeId && !(await storeExists(db, customer.storeId))) {
    problems.push({ path: 'storeId', message: `Store: no store "${customer.storeId}"` });
  }
  if (customer.outletId && !(await outletExists(db, customer.outletId))) {
    problems.push({ path: 'outletId', message: `Outlet: no outlet "${customer.outletId}"` });
  }
  if (problems.length > 0) throw AppError.validation(problems);

  const same: SQL[] = [];
  if (customer.mobile) same.push(eq(customers.mobile, customer.mobile));
  if (customer.email) same.push(eq(customers.email, customer.email));
  if (same.length === 0) return;
  const others = await db
    .select({ mobile: customers.mobile, email: customers.email })
    .from(customers)
    .where(and(or(...same), options.exceptId === undefined ? undefined : ne(customers.id, options.exceptId)));
  const conflicts: FieldError[] = [];
  if (customer.mobile && others.some((other) => other.mobile === customer.mobile)) {
    conflicts.push({ path: 'mobile', message: CUSTOMER_MESSAGES.duplicateMobile });
  }
  if (customer.email && others.some((other) => other.email === customer.email)) {
    conflicts.push({ path: 'email', message: CUSTOMER_MESSAGES.duplicateEmail });
  }
  if (conflicts.length > 0) throw new AppError('conflict', conflicts[0]?.message ?? '', conflicts);
}
