import { formatMonth } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { monthChoices, monthOptions } from './month-options.ts';

describe('monthOptions', () => {
  it('offers this month and the twelve before it, newest first, across the year', () => {
    const months = monthOptions('2026-02-14');
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ value: '2026-02', label: formatMonth('2026-02') });
    expect(months[1]?.value).toBe('2026-01');
    expect(months[2]?.value).toBe('2025-12');
    expect(months[12]?.value).toBe('2025-02');
  });
});

describe('monthChoices', () => {
  const months = monthOptions('2026-02-14');

  it('leaves the list as it is when the month is in it', () => {
    expect(monthChoices('2025-11', months)).toBe(months);
  });

  it('puts an older month from the address first, so the select shows what the page shows', () => {
    const choices = monthChoices('2024-06', months);
    expect(choices).toHaveLength(14);
    expect(choices[0]).toEqual({ value: '2024-06', label: formatMonth('2024-06') });
    expect(choices.slice(1)).toEqual(months);
  });
});
