import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorText, pastPeriods } from './statement-periods.ts';

describe('pastPeriods', () => {
  it('lists the months that have ended, newest first, across the new year', () => {
    expect(pastPeriods(3, '2026-02-15')).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(pastPeriods(12, '2026-11-26')).toHaveLength(12);
    expect(pastPeriods(12, '2026-11-26').at(-1)).toBe('2025-11');
  });
});

describe('errorText', () => {
  it("says the server's first field message, else its message", () => {
    const refused = (fields: { path: string; message: string }[]) =>
      new ApiRequestError({
        status: 400,
        code: 'validation_failed',
        message: 'Please check the form',
        fields,
      });
    expect(errorText(refused([{ path: 'dayOfMonth', message: 'Day: 1 to 28' }]))).toBe('Day: 1 to 28');
    expect(errorText(refused([]))).toBe('Please check the form');
    expect(errorText(new Error('Network down'))).toBe('Network down');
    expect(errorText('odd')).toBe('odd');
  });
});
