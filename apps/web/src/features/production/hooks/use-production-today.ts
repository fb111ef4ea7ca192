import { businessDay, type ProductionEntry, sumQuantities } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { runNamedQueries, stockQueryKey } from '../../named-queries/index.ts';

/** One line of 'Today's Production': a product in one unit, summed over the day's logs. */
export interface ProducedLine {
  key: string;
  product_id: string;
  name: string;
  variant_name: string;
  unit: string;
  quantity: number;
}

/** Today's produced entries, summed per product and unit (latest-productions spans several days). */
export function sumProduced(entries: readonly ProductionEntry[], day: string): ProducedLine[] {
  const lines = new Map<string, ProducedLine>();
  for (const entry of entries) {
    if (entry.business_day !== day || entry.folder_id !== 'produced') continue;
    const key = `${entry.product_id}|${entry.unit}`;
    const line = lines.get(key);
    // Summed in exact thousandths: 0.1 + 0.2 kg is 0.3 kg.
    if (line) line.quantity = sumQuantities([line.quantity, entry.quantity]);
    else lines.set(key, { key, ...pick(entry), quantity: entry.quantity });
  }
  return [...lines.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.variant_name.localeCompare(b.variant_name),
  );
}

function pick(entry: ProductionEntry) {
  return {
    product_id: entry.product_id,
    name: entry.name,
    variant_name: entry.variant_name,
    unit: entry.unit,
  };
}

export function useProductionToday(teamId: string) {
  return useQuery({
    queryKey: [...stockQueryKey, 'produced-today', teamId],
    queryFn: async ({ signal }) => {
      const lists = await runNamedQueries(
        { 'latest-productions': { teamId, folderId: 'produced' } },
        { signal },
      );
      return sumProduced(lists['latest-productions'], businessDay());
    },
  });
}
