import { describe, expect, it } from 'vitest';
import { addKnownGroups, describeReceivablesCount, queryAsOf, querySearch } from './receivables-query.ts';

describe('queryAsOf', () => {
  it('asks as of the day chosen, keeping the other filters', () => {
    expect(queryAsOf({ asOf: '2026-01-05', groupName: 'Hotels' }, '2025-12-31')).toEqual({
      asOf: '2025-12-31',
      groupName: 'Hotels',
    });
  });

  it("asks for today's when the date is cleared", () => {
    expect(queryAsOf({ asOf: '2026-01-05', storeId: 'adyar' }, '')).toEqual({
      asOf: undefined,
      storeId: 'adyar',
    });
  });
});

describe('querySearch', () => {
  it('searches for the words trimmed, keeping the other filters', () => {
    expect(querySearch({ asOf: '2026-01-05' }, '  Lakshmi Stores ')).toEqual({
      asOf: '2026-01-05',
      search: 'Lakshmi Stores',
    });
  });

  it('asks for everyone when the search is blank', () => {
    expect(querySearch({ search: 'old' }, '   ')).toEqual({ search: undefined });
  });
});

describe('addKnownGroups', () => {
  it('adds the groups of the rows shown to those seen, sorted', () => {
    expect(addKnownGroups(['Hotels'], [{ groupName: 'All Customers' }, { groupName: 'Hotels' }])).toEqual([
      'All Customers',
      'Hotels',
    ]);
  });

  it('keeps the very same list when the rows bring no new group, so nothing redraws', () => {
    const known = ['All Customers', 'Hotels'];
    expect(addKnownGroups(known, [{ groupName: 'Hotels' }])).toBe(known);
    expect(addKnownGroups(known, [])).toBe(known);
  });

  it('never forgets a group the filtered rows no longer show', () => {
    expect(addKnownGroups(['Caterers', 'Hotels'], [{ groupName: 'Hotels' }])).toEqual(['Caterers', 'Hotels']);
  });
});

describe('describeReceivablesCount', () => {
  it('counts one customer or many, as of the day asked', () => {
    expect(describeReceivablesCount(1, '2026-01-05')).toBe('1 customer · as of 2026-01-05');
    expect(describeReceivablesCount(0, '2026-01-05')).toBe('0 customers · as of 2026-01-05');
    expect(describeReceivablesCount(12, '2026-01-05')).toBe('12 customers · as of 2026-01-05');
  });
});
