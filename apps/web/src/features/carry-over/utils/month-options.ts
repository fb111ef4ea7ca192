import { addMonths, businessDay, formatMonth, monthOfDay } from '@kadai/contract';

export interface MonthOption {
  value: string;
  label: string;
}

/** The months to choose from: the last twelve and this one, newest first. */
export function monthOptions(today: string = businessDay()): MonthOption[] {
  const current = monthOfDay(today);
  return Array.from({ length: 13 }, (_, index) => {
    const month = addMonths(current, -index);
    return { value: month, label: formatMonth(month) };
  });
}

/** The choices with the month the address names first when it is older than the list goes back. */
export function monthChoices(month: string, months: readonly MonthOption[]): readonly MonthOption[] {
  return months.some((m) => m.value === month)
    ? months
    : [{ value: month, label: formatMonth(month) }, ...months];
}
