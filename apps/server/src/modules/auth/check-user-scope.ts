import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { outletExists } from '../organisation/outlet-exists.ts';
import { storeExists } from '../organisation/store-exists.ts';
import { teamExists } from '../organisation/team-exists.ts';

/** A team or outlet named on a user must exist; say which field is wrong rather than fail on the foreign key. */
export async function checkUserScope(
  db: DbOrTx,
  scope: {
    teamId?: string | null | undefined;
    outletId?: string | null | undefined;
    storeId?: string | null | undefined;
  },
): Promise<void> {
  if (scope.teamId && !(await teamExists(db, scope.teamId))) {
    throw AppError.validation([{ path: 'teamId', message: `Team: no team "${scope.teamId}"` }]);
  }
  if (scope.outletId && !(await outletExists(db, scope.outletId))) {
    throw AppError.validation([{ path: 'outletId', message: `Outlet: no outlet "${scope.outletId}"` }]);
  }
  if (scope.storeId && !(await storeExists(db, scope.storeId))) {
    throw AppError.validation([{ path: 'storeId', message: `Store: no store "${scope.storeId}"` }]);
  }
}
