import type { NamedQueryName, NamedQueryParams, NamedQueryRow, Role } from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { listProductsBySupplier } from '../inventory/list-products-by-supplier.ts';
import { listTodaysMovements } from '../movements/list-todays-movements.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { listLatestProductions } from '../production/log/list-latest-productions.ts';
import { listInventoriesBySupplier } from '../production/planning/list-inventories-by-supplier.ts';
import { listReceivableQueryRows } from '../receivables/ledger/list-receivable-query-rows.ts';
import { listStoreDispatches } from './list-store-dispatches.ts';

/**
 * The team or outlet a scoped user is tied to (auth/team-scope.ts): every query narrows its rows
 * to it, whether or not the caller asked (run-named-queries.ts has refused a filter outside it).
 */
export interface QueryScope {
  teamId: string | null;
  outletId: string | null;
}

/** Who may run an approved query (admins always may) and the one statement that answers it. */
export interface NamedQueryDefinition<N extends NamedQueryName> {
  roles: readonly Role[];
  run: (db: Database, params: NamedQueryParams<N>, scope: QueryScope) => Promise<NamedQueryRow<N>[]>;
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
    run: (db, params, scope) =>
      listProductsBySupplier(db, { ...params, teamId: params.teamId ?? scope.teamId ?? undefined }),
  },
  'latest-productions': {
    roles: ['production', 'warehouse'],
    run: (db, params, scope) =>
      listLatestProductions(db, { ...params, teamId: params.teamId ?? scope.teamId ?? undefined }),
  },
  outlets: {
    roles: ['production', 'warehouse', 'outlet'],
    // Five rows of reference data: the organisation module's list, cut to the limit.
    run: async (db, params) => (await listOutlets(db)).slice(0, params.limit),
  },
  'todays-movements': {
    roles: ['production', 'warehouse', 'outlet'],
    run: (db, params, scope) =>
      listTodaysMovements(db, {
        ...params,
        teamId: params.teamId ?? scope.teamId ?? undefined,
        outletId: scope.outletId ?? undefined,
      }),
  },
  'store-dispatches': {
    roles: ['warehouse', 'outlet'],
    run: (db, params) => listStoreDispatches(db, params),
  },
  receivables: {
    roles: ['finance'],
    run: (db, params) => listReceivableQueryRows(db, params),
  },
};
