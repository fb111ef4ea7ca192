import { type PlanDraftPlans, type PlanningRow, withPlanned } from '@kadai/contract';
import { useCallback, useMemo, useRef, useState } from 'react';

/** What the planner typed, per product and outlet; a product not in here keeps its default plans. */
export type Plans = ReadonlyMap<string, Readonly<Record<string, number | null>>>;

type Cached = { base: PlanningRow; plan: Readonly<Record<string, number | null>>; row: PlanningRow };

/**
 * The typed plans, kept apart from the loaded rows: a refetch (window focus, a failed submit)
 * brings fresh stock figures without losing what was typed. A row the planner did not touch keeps
 * its identity, and a touched row is rebuilt only when its own plans change, so the table
 * re-renders the one row being typed in, not all 2,500. `initial` is the user's kept draft:
 * what was typed before a session ended starts in the boxes again.
 */
export function usePlanningPlans(baseRows: readonly PlanningRow[], initial: PlanDraftPlans = {}) {
  const [plans, setPlans] = useState<Plans>(() => new Map(Object.entries(initial)));
  const cache = useRef(new Map<string, Cached>());

  const setPlan = useCallback((productId: string, outletId: string, planned: number | null) => {
    setPlans((previous) => {
      const next = new Map(previous);
      next.set(productId, { ...previous.get(productId), [outletId]: planned });
      return next;
    });
  }, []);

  /** Drops the plans of products that were submitted (they leave the table anyway). */
  const forget = useCallback((productIds: Iterable<string>) => {
    const gone = new Set(productIds);
    setPlans((previous) => new Map([...previous].filter(([productId]) => !gone.has(productId))));
  }, []);

  const rows = useMemo(() => {
    const next = new Map<string, Cached>();
    const result = baseRows.map((base) => {
      const plan = plans.get(base.product_id);
      if (!plan) return base;
      const cached = cache.current.get(base.product_id);
      const row =
        cached && cached.base === base && cached.plan === plan
          ? cached.row
          : Object.entries(plan).reduce(
              (row, [outletId, planned]) => withPlanned(row, outletId, planned),
              base,
            );
      next.set(base.product_id, { base, plan, row });
      return row;
    });
    cache.current = next;
    return result;
  }, [baseRows, plans]);

  return { rows, plans, setPlan, forget };
}
