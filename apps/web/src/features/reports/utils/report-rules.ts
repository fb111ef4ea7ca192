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

/** The wastage chart's data: a bar per day, a stacked part per reason, and the reasons seen. */
export function wastageByDay(entries: TrashReport['byDayAndReason']): {
  byDay: ChartRow[];
  reasons: TrashReason[];
} {
  const days = new Map<string, ChartRow>();
  const seen = new Set<TrashReason>();
  for (const entry of entries) {
    seen.add(entry.reason);
    const row = days.get(entry.day) ?? { day: formatBusinessDay(entry.day) };
    row[entry.reason] = entry.quantity;
    days.set(entry.day, row);
  }
  return { byDay: [...days.values()], reasons: [...seen] };
}

/** The disputes chart's data: a bar per driver, a stacked part per outlet, outlets by name. */
export function disputesByDriver(disputes: TrashReport['disputes']): {
  byDriver: ChartRow[];
  outlets: string[];
} {
  const drivers = new Map<string, ChartRow>();
  const seen = new Set<string>();
  for (const tally of disputes) {
    seen.add(tally.outletName);
    const row = drivers.get(tally.driverName) ?? { driver: tally.driverName };
    row[tally.outletName] = tally.disputes;
    drivers.set(tally.driverName, row);
  }
  return { byDriver: [...drivers.values()], outlets: [...seen].sort() };
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
