import { describe, expect, it } from 'vitest';
import { dayFromParam } from './use-day-param.ts';

describe('dayFromParam', () => {
  it('takes a well-formed day up to today', () => {
    expect(dayFromParam('2026-03-01', '2026-03-02')).toBe('2026-03-01');
    expect(dayFromParam('2026-03-02', '2026-03-02')).toBe('2026-03-02');
  });

  it('is today for no day, a malformed one or one still to come', () => {
    expect(dayFromParam(null, '2026-03-02')).toBe('2026-03-02');
    expect(dayFromParam('yesterday', '2026-03-02')).toBe('2026-03-02');
    expect(dayFromParam('2026-3-1', '2026-03-02')).toBe('2026-03-02');
    expect(dayFromParam('2026-03-03', '2026-03-02')).toBe('2026-03-02');
  });
});
