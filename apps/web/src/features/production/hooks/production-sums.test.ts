import type { ProductionEntry } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { formatQuantity } from '../components/planning-table.tsx';
import { scheduledTotals } from './use-production-products.ts';
import { sumProduced } from './use-production-today.ts';

const TODAY = '2026-11-24';

function entry(overrides: Partial<ProductionEntry>): ProductionEntry {
  return {
    id: 1,
    product_id: 'avial',
    name: 'Avial',
    variant_name: '500 g',
    unit: 'kg',
    quantity: 1,
    user_id: 'Priya',
    folder_id: 'produced',
    batch_id: '24-11-2026_kitchen',
    batch_order: 1,
    team_id: 'kitchen',
    act_req: null,
    total_plan: null,
    calc_weight: null,
    created_at: `${TODAY}T04:00:00.000Z`,
    business_day: TODAY,
    ...overrides,
  };
}

describe("Today's Production and the scheduled totals", () => {
  it('sums what was produced today per product and unit, sorted by name, to the gram', () => {
    const lines = sumProduced(
      [
        entry({ quantity: 0.1 }),
        entry({ quantity: 0.2 }),
        entry({ quantity: 4, unit: 'pc' }),
        entry({ product_id: 'besan', name: 'Besan Ladoo', quantity: 5, unit: 'pc' }),
        entry({ quantity: 9, business_day: '2026-11-23' }),
        entry({ quantity: 7, folder_id: 'ready-for-production' }),
      ],
      TODAY,
    );
    expect(lines.map((l) => [l.name, l.unit, l.quantity])).toEqual([
      ['Avial', 'kg', 0.3],
      ['Avial', 'pc', 4],
      ['Besan Ladoo', 'pc', 5],
    ]);
  });

  it("adds up today's scheduled plans per product, leaving other days out", () => {
    const totals = scheduledTotals(
      [
        entry({ quantity: 10, folder_id: 'ready-for-production' }),
        entry({ quantity: 5, folder_id: 'ready-for-production' }),
        entry({ quantity: 3, folder_id: 'ready-for-production', business_day: '2026-11-23' }),
      ],
      TODAY,
    );
    expect([...totals]).toEqual([['avial', 15]]);
  });

  it('writes quantities as people do, to three decimals', () => {
    expect(formatQuantity(12)).toBe('12');
    expect(formatQuantity(0.1 + 0.2)).toBe('0.3');
    expect(formatQuantity(0.1255)).toBe('0.126');
  });
});
