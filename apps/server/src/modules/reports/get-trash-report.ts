import type { TrashReport, TrashReportQuery } from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { queryReport } from './query-report.ts';
import { DISPUTE_TALLY_SQL, TRASH_BY_DAY_SQL, TRASH_ROWS_SQL } from './report-sql.ts';

/** The parameters of the trash statements ($1–$7), of a query already narrowed (report-scope.ts). */
export function trashParameters(query: TrashReportQuery): unknown[] {
  return [
    query.from,
    query.to,
    query.locationId ?? null,
    query.teamId ?? null,
    query.productId ?? null,
    query.reason ?? null,
    query.source ?? null,
  ];
}

/**
 * Store wastage, destruction and written-off disputes of a period together, by location, team,
 * product and reason, in quantity and money; by day and reason; and the period's disputes by
 * driver and outlet. A row whose product has no price has no value and is counted apart.
 */
export async function getTrashReport(db: Database, query: TrashReportQuery): Promise<TrashReport> {
  const values = trashParameters(query);
  const [rows, byDayAndReason, disputes] = await Promise.all([
    queryReport<TrashReport['rows'][number]>(db, TRASH_ROWS_SQL, values),
    queryReport<TrashReport['byDayAndReason'][number]>(db, TRASH_BY_DAY_SQL, values),
    queryReport<TrashReport['disputes'][number]>(db, DISPUTE_TALLY_SQL, [
      query.from,
      query.to,
      query.teamId ?? null,
      query.productId ?? null,
    ]),
  ]);
  return summariseTrash({ from: query.from, to: query.to, rows, byDayAndReason, disputes });
}

/** The totals of a report's rows: the priced rows' money, and how many rows have no price. */
export function summariseTrash(parts: Omit<TrashReport, 'totalValuePaise' | 'unpricedRows'>): TrashReport {
  let totalValuePaise = 0;
  let unpricedRows = 0;
  for (const row of parts.rows) {
    if (row.valuePaise === null) unpricedRows += 1;
    else totalValuePaise += row.valuePaise;
  }
  return { ...parts, totalValuePaise, unpricedRows };
}
