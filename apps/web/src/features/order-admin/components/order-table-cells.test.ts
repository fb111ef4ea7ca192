import { type AdminOrderSummary, formatPaise } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { adminOrderRow } from '../testing/admin-order-row.ts';
import {
  amountText,
  columnsWidth,
  emptyListText,
  hasEstimate,
  isReversed,
  needsServerPager,
  paymentTagClass,
  visibleColumns,
} from './order-table-cells.ts';
import { COLUMNS } from './order-table-columns.tsx';

const order = (change: Partial<AdminOrderSummary> = {}) => adminOrderRow(1, change);

describe('the columns', () => {
  it('list every column on /admin, all but the payment status on /unpaidorders', () => {
    expect(visibleColumns(COLUMNS, true).map((column) => column.title)).toEqual([
      'Order ID',
      'Date',
      'Customer',
      'Order Type',
      'Estimated',
      'Amount',
      'Status',
      'Payment Status',
      'Actions',
    ]);
    expect(visibleColumns(COLUMNS, false).map((column) => column.key)).not.toContain('paymentStatus');
    expect(visibleColumns(COLUMNS, false)).toHaveLength(8);
  });

  it('fit beside the open menu of a 1280 px laptop: 1,000 px in all', () => {
    expect(columnsWidth(visibleColumns(COLUMNS, true))).toBe(1000);
    expect(columnsWidth(visibleColumns(COLUMNS, false))).toBe(914);
  });
});

describe('what a cell shows', () => {
  it('has no estimate for an advance order, whose lists are free text', () => {
    expect(hasEstimate(order())).toBe(true);
    expect(hasEstimate(order({ kind: 'advance' }))).toBe(false);
  });

  it('shows a reader the amount, or a dash while none is set', () => {
    expect(amountText(order())).toBe('—');
    expect(amountText(order({ amountPaise: 45_050 }))).toBe(formatPaise(45_050));
    expect(amountText(order({ amountPaise: 0 }))).toBe(formatPaise(0));
  });

  it('tags a paid order green, an unpaid or reversed one amber, a reversed one drawn red', () => {
    expect(paymentTagClass(order({ paymentStatus: 1 }))).toBe('order-tag order-tag--success');
    expect(paymentTagClass(order({ paymentStatus: 0 }))).toBe('order-tag order-tag--warning');
    expect(paymentTagClass(order({ paymentStatus: 2 }))).toBe('order-tag order-tag--warning');
    expect(isReversed(order({ paymentStatus: 2 }))).toBe(true);
    expect(isReversed(order({ paymentStatus: 0 }))).toBe(false);
  });
});

describe('the list around the rows', () => {
  it('says loading or nothing matches when empty', () => {
    expect(emptyListText(true)).toBe('Loading orders…');
    expect(emptyListText(false)).toBe('No orders match');
  });

  it('shows the pager only past one page of 1,000', () => {
    expect(needsServerPager(1000)).toBe(false);
    expect(needsServerPager(1001)).toBe(true);
  });
});
