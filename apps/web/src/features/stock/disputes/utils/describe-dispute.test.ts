import { formatStockQuantity } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { daysBetween, describeDisputeAge, describeMismatch } from './describe-dispute.ts';

describe('describeMismatch', () => {
  it('calls less received than sent short, and more excess, in the unit', () => {
    expect(describeMismatch({ mismatch: 2, unit: 'pc' })).toBe(`${formatStockQuantity(2, 'pc')} short`);
    expect(describeMismatch({ mismatch: -0.5, unit: 'kg' })).toBe(`${formatStockQuantity(0.5, 'kg')} excess`);
  });
});

describe('daysBetween', () => {
  const opened = '2026-01-05T10:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('counts whole days only', () => {
    expect(daysBetween(opened, at('2026-01-06T09:59:59.000Z'))).toBe(0);
    expect(daysBetween(opened, at('2026-01-06T10:00:00.000Z'))).toBe(1);
    expect(daysBetween(opened, at('2026-01-12T11:00:00.000Z'))).toBe(7);
  });

  it('is never below none, whatever the clocks say', () => {
    expect(daysBetween(opened, at('2026-01-04T10:00:00.000Z'))).toBe(0);
  });
});

describe('describeDisputeAge', () => {
  const now = new Date('2026-01-08T12:00:00.000Z').getTime();

  it('says how long an open dispute has been open, until now', () => {
    expect(describeDisputeAge({ openedAt: '2026-01-08T09:00:00.000Z', resolvedAt: null }, now)).toBe(
      'open under a day',
    );
    expect(describeDisputeAge({ openedAt: '2026-01-07T09:00:00.000Z', resolvedAt: null }, now)).toBe(
      'open 1 day',
    );
    expect(describeDisputeAge({ openedAt: '2026-01-05T09:00:00.000Z', resolvedAt: null }, now)).toBe(
      'open 3 days',
    );
  });

  it('says how long a settled one took to settle, whatever the time now', () => {
    expect(
      describeDisputeAge(
        { openedAt: '2026-01-01T09:00:00.000Z', resolvedAt: '2026-01-03T10:00:00.000Z' },
        now,
      ),
    ).toBe('settled in 2 days');
    expect(
      describeDisputeAge(
        { openedAt: '2026-01-01T09:00:00.000Z', resolvedAt: '2026-01-01T18:00:00.000Z' },
        now,
      ),
    ).toBe('settled in under a day');
  });
});
