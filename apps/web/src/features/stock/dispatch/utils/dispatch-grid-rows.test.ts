import type { DispatchPlan, DispatchPlanLine } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import {
  dispatchCellKey,
  dispatchGridRequests,
  dispatchGridRows,
  dispatchRowTotal,
  sendsMoreThanHeld,
  startingDispatchSent,
} from './dispatch-grid-rows.ts';

const line = (over: Partial<DispatchPlanLine>): DispatchPlanLine => ({
  productId: 'murukku-200',
  productName: 'Murukku',
  variantName: '200 g',
  unit: 'pc',
  planned: 10,
  sent: 10,
  warehouseOnHand: 30,
  ...over,
});

const plan = (outletId: string, lines: DispatchPlanLine[]): DispatchPlan =>
  ({
    teamId: 'snacks',
    outletId,
    day: '2026-01-05',
    batches: [],
    savedDispatchId: null,
    lines,
  }) as DispatchPlan;

const plans = [
  plan('adyar', [
    line({}),
    line({ productId: 'avial-500', productName: 'Avial', variantName: '500 g', planned: 4, sent: 3 }),
  ]),
  plan('tnagar', [
    line({ planned: 6, sent: 6 }),
    line({ productId: 'murukku-100', variantName: '100 g', planned: 2, sent: 2 }),
  ]),
];
const outlets = [{ id: 'adyar' }, { id: 'tnagar' }];

describe('dispatchGridRows', () => {
  it('puts each product once, with every outlet that has it planned, by name then variant', () => {
    const rows = dispatchGridRows(plans);
    expect(rows.map((r) => `${r.productName} ${r.variantName}`)).toEqual([
      'Avial 500 g',
      'Murukku 100 g',
      'Murukku 200 g',
    ]);
    expect(rows[2]?.outlets).toEqual({ adyar: { planned: 10, sent: 10 }, tnagar: { planned: 6, sent: 6 } });
    expect(rows[0]?.outlets).toEqual({ adyar: { planned: 4, sent: 3 } });
  });

  it('has no rows when nothing is planned anywhere', () => {
    expect(dispatchGridRows([plan('adyar', [])])).toEqual([]);
  });
});

describe('startingDispatchSent', () => {
  it('starts each planned cell at what its plan says goes, and leaves the others empty', () => {
    const sent = startingDispatchSent(dispatchGridRows(plans));
    expect(sent.get(dispatchCellKey('adyar', 'avial-500'))).toBe(3);
    expect(sent.get(dispatchCellKey('tnagar', 'murukku-200'))).toBe(6);
    expect(sent.has(dispatchCellKey('tnagar', 'avial-500'))).toBe(false);
  });
});

describe('dispatchRowTotal and sendsMoreThanHeld', () => {
  const rows = dispatchGridRows(plans);
  const murukku = rows[2];
  if (!murukku) throw new Error('no Murukku 200 g row');

  it('adds what goes to every outlet shown, to the gram, an empty cell as none', () => {
    const sent = new Map([
      [dispatchCellKey('adyar', 'murukku-200'), 0.1],
      [dispatchCellKey('tnagar', 'murukku-200'), 0.2],
    ]);
    expect(dispatchRowTotal(murukku, outlets, sent)).toBe(0.3);
    expect(
      dispatchRowTotal(murukku, outlets, new Map([[dispatchCellKey('adyar', 'murukku-200'), null]])),
    ).toBe(0);
    expect(dispatchRowTotal(murukku, [{ id: 'adyar' }], startingDispatchSent(rows))).toBe(10);
  });

  it('warns only when the outlets together get more than the warehouse holds', () => {
    expect(sendsMoreThanHeld(30.001, 30)).toBe(true);
    expect(sendsMoreThanHeld(30, 30)).toBe(false);
    expect(sendsMoreThanHeld(0.1 + 0.2, 0.3)).toBe(false);
  });
});

describe('dispatchGridRequests', () => {
  it('makes one dispatch per outlet with something to send, with only what goes to it', () => {
    const rows = dispatchGridRows(plans);
    const sent = new Map([
      [dispatchCellKey('adyar', 'avial-500'), 3],
      [dispatchCellKey('adyar', 'murukku-200'), 0],
      [dispatchCellKey('tnagar', 'murukku-100'), null],
      [dispatchCellKey('tnagar', 'murukku-200'), 0],
    ]);
    expect(dispatchGridRequests('snacks', outlets, rows, sent)).toEqual([
      { teamId: 'snacks', outletId: 'adyar', lines: [{ productId: 'avial-500', quantitySent: 3 }] },
    ]);
  });

  it('sends nothing when every cell is empty or 0', () => {
    expect(dispatchGridRequests('snacks', outlets, dispatchGridRows(plans), new Map())).toEqual([]);
  });
});
