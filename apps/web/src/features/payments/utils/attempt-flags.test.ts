import { describe, expect, it } from 'vitest';
import { attemptFlags } from './attempt-flags.ts';

describe('attemptFlags', () => {
  const row = {
    paidTwice: false,
    olderAmount: false,
    confirmedAt: null,
    settled: true,
    state: 'success' as const,
  };

  it('says nothing more of a settled, single payment', () => {
    expect(attemptFlags(row)).toEqual([]);
  });

  it('names a double payment, an older amount and a confirmation, in that order', () => {
    expect(
      attemptFlags({ ...row, paidTwice: true, olderAmount: true, confirmedAt: '2026-03-01T10:00:00Z' }).map(
        (flag) => [flag.label, flag.colour],
      ),
    ).toEqual([
      ['Paid twice', 'red'],
      ['Older amount', 'orange'],
      ['Confirmed', 'cyan'],
    ]);
  });

  it('says an unsettled attempt is still being checked, unless it succeeded', () => {
    expect(attemptFlags({ ...row, settled: false, state: 'awaited' }).map((flag) => flag.label)).toEqual([
      'Checking',
    ]);
    expect(attemptFlags({ ...row, settled: false })).toEqual([]);
  });
});
