import {
  buildPlanningRows,
  type Outlet,
  OWN_SUPPLIER_ID,
  type PlanningRow,
  tagColours,
} from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { runNamedQueries, stockQueryKey } from '../../named-queries/index.ts';

export function planningQueryKey(teamId: string) {
  return [...stockQueryKey, 'planning', teamId] as const;
}

/** Everything the planning screen needs, in one call (the first step of a team's day). */
function fetchPlanningData(teamId: string, signal: AbortSignal) {
  return runNamedQueries(
    {
      'inventories-by-supplier-id': { teamId, supplierId: OWN_SUPPLIER_ID },
      outlets: {},
      'todays-movements': { teamId, folderId: 'ready-for-planning' },
    },
    { signal },
  );
}

export interface PlanningData {
  /** The outlets planned for, in the server's order (the warehouse is where stock comes from, not a column). */
  outlets: Outlet[];
  /** The table's rows with their default plans, built once per answer. */
  rows: PlanningRow[];
  /** How many products the team has in all, planned today or not. */
  productCount: number;
  /** The batch_order of the next plan today: one more than the day's plans so far. */
  nextBatchOrder: number;
  /** Product type → tag colour, from every product of the team so a colour never shifts as rows leave. */
  colours: Map<string, string>;
}

/**
 * The team's planning table (operations.md §5): its own products' stock per outlet, without the products that
 * are already in today's plans; for urgent planning only the products an outlet is short of.
 */
export function usePlanningData(options: { teamId: string; urgent: boolean }) {
  const query = useQuery({
    queryKey: planningQueryKey(options.teamId),
    queryFn: ({ signal }) => fetchPlanningData(options.teamId, signal),
  });
  const { data } = query;
  const planning = useMemo((): PlanningData | undefined => {
    if (!data) return undefined;
    const inventories = data['inventories-by-supplier-id'];
    const todays = data['todays-movements'];
    const outlets = data.outlets.filter((outlet) => outlet.type === 'outlet');
    const rows = buildPlanningRows({
      inventories,
      outletIds: outlets.map((outlet) => outlet.id),
      excludeProductIds: todays.map((movement) => movement.product_id),
      urgent: options.urgent,
    });
    return {
      outlets,
      rows,
      productCount: new Set(inventories.map((inventory) => inventory.productId)).size,
      nextBatchOrder: 1 + todays.reduce((max, movement) => Math.max(max, movement.batch_order), 0),
      colours: tagColours(inventories.map((inventory) => inventory.productTypeName)),
    };
  }, [data, options.urgent]);
  return { ...query, planning };
}
