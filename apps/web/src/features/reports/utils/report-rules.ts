import {
  formatBusinessDay,
  type ProducedVsSold,
  periodLength,
  REPORT_MAX_DAYS,
  REPORT_ON_SCREEN_MAX_DAYS,
  type TrashReason,
  type TrashReport,
} from '@kadai/contract';

/**
 * A report's period as the form has it: how many days, why it cannot be run (To before From, or
 * over REPORT_MAX_DAYS), and whether it is too long to show (prepared in the background instead).
 */
export function checkReportPeriod(
  from: string,
  to: string,
): { days: number; problem: string | null; inBackground: boolean } {
  const valid = Boolean(from && to && from <= to);
  const days = valid ? periodLength(from, to) : 0;
  const problem = !valid
    ? 'To: must not be before From'
    : days > REPORT_MAX_DAYS
      ? `To: a report covers at most ${REPORT_MAX_DAYS} days`
      : null;
  return { days, problem, inBackground: problem === null && days > REPORT_ON_SCREEN_MAX_DAYS };
}

type ChartRow = Record<string, number | string>;

/**
 * A stacked bar chart's rows: one per bar (`axis` holds its name), a part per series holding its
 * value, and the series in the order they first come.
 */
function stackBars<T, S extends string>(
  entries: readonly T[],
  options: {
    axis: string;
    bar: (entry: T) => [key: string, name: string];
    series: (entry: T) => S;
    value: (entry: T) => number;
  },
): { rows: ChartRow[]; series: S[] } {
  const bars = new Map<string, ChartRow>();
  const seen = new Set<S>();
  for (const entry of entries) {
    const [key, name] = options.bar(entry);
    const series = options.series(entry);
    seen.add(series);
    const row = bars.get(key) ?? { [options.axis]: name };
    row[series] = options.value(entry);
    bars.set(key, row);
  }
  return { rows: [...bars.values()], series: [...seen] };
}

/** The wastage chart's data: a bar per day, a stacked part per reason, and the reasons seen. */
export function wastageByDay(entries: TrashReport['byDayAndReason']): {
  byDay: ChartRow[];
  reasons: TrashReason[];
} {
  const { rows, series } = stackBars(entries, {
    axis: 'day',
    bar: (entry) => [entry.day, formatBusinessDay(entry.day)],
    series: (entry) => entry.reason,
    value: (entry) => entry.quantity,
  });
  return { byDay: rows, reasons: series };
}

/** The disputes chart's data: a bar per driver, a stacked part per outlet, outlets by name. */
export function disputesByDriver(disputes: TrashReport['disputes']): {
  byDriver: ChartRow[];
  outlets: string[];
} {
  const { rows, series } = stackBars(disputes, {
    axis: 'driver',
    bar: (tally) => [tally.driverName, tally.driverName],
    series: (tally) => tally.outletName,
    value: (tally) => tally.disputes,
  });
  return { byDriver: rows, outlets: series.sort() };
}

/** Produced against sold, a point per day named as the business writes it. */
export function producedByDay(byDay: ProducedVsSold['byDay']) {
  return byDay.map((entry) => ({ ...entry, day: formatBusinessDay(entry.day) }));
}

/** Days of stock per outlet; an outlet that sold nothing has no cover and no bar. */
export function stockCover(cover: ProducedVsSold['cover']) {
  return cover
    .filter((outlet) => outlet.coverDays !== null)
    .map((outlet) => ({ outlet: outlet.outletName, days: outlet.coverDays }));
}
