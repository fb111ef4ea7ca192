import type { NamedQueryName, NamedQueryParams, NamedQueryRow, Role } from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { listInventoriesBySupplier } from '../inventory/list-inventories-by-supplier.ts';
import { listProductsBySupplier } from '../inventory/list-products-by-supplier.ts';
import { listStoreDispatches } from '../movements/list-store-dispatches.ts';
import { listTodaysMovements } from '../movements/list-todays-movements.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { listLatestProductions } from '../production/list-latest-productions.ts';

/** Who may run an approved query (admins always may) and the one statement that answers it. */
export interface NamedQueryDefinition<N extends NamedQueryName> {
  roles: readonly Role[];
  run: (db: Database, params: NamedQueryParams<N>) => Promise<NamedQueryRow<N>[]>;
}

/**
 * The server half of the approved queries: the contract's NAMED_QUERIES gives each name its
 * parameters and row shape, this gives it its roles and its SQL. A name missing here fails the
 * type check, so nothing can be asked that has no query, and nothing else can be asked at all.
 */
export const NAMED_QUERY_DEFINITIONS: { [N in NamedQueryName]: NamedQueryDefinition<N> } = {
  'inventories-by-supplier-id': {
    roles: ['production', 'warehouse'],
    run: (db, params) => listInventoriesBySupplier(db, params),
  },
  'products-by-supplier-id': {
    roles: ['production', 'warehouse'],
    run: (db, params) => listProductsBySupplier(db, params),
  },
  'latest-productions': {
    roles: ['production', 'warehouse'],
    run: (db, params) => listLatestProductions(db, params),
  },
  outlets: {
    roles: ['production', 'warehouse', 'outlet'],
    // Five rows of reference data: the organisation module's list, cut to the limit.
    run: async (db, params) => (await listOutlets(db)).slice(0, params.limit),
  },
  'todays-movements': {
    roles: ['production', 'warehouse', 'outlet'],
    run: (db, params) => listTodaysMovements(db, params),
  },
  'store-dispatches': {
    roles: ['warehouse', 'outlet'],
    run: (db, params) => listStoreDispatches(db, params),
  },
};
