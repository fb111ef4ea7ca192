import {
  type ProducedRow,
  type ProducedVsSoldQuery,
  producedVsSoldQuerySchema,
  quantityToThousandths,
  type ReportKind,
  type TrashReportQuery,
  type TrashRow,
  thousandthsToQuantity,
  trashReportQuerySchema,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loggableError } from '../../lib/database-errors.ts';
import { exportProducedVsSold, exportTrashReport } from './export-report.ts';
import { producedParameters } from './get-produced-vs-sold.ts';
import { summariseTrash, trashParameters } from './get-trash-report.ts';
import { queryReport } from './query-report.ts';
import { reportSlices } from './report-periods.ts';
import { PRODUCED_VS_SOLD_SQL, TRASH_ROWS_SQL } from './report-sql.ts';

type Progress = (done: number, of: number) => Promise<void>;

/**
 * Runs one queued report: the page's own statement once for each slice of the period (report-
 * periods.ts), the slices' figures added up exactly (quantities in thousandths, money in paise),
 * the progress stored after each slice, then the workbook stored for download. A repeated job of
 * a finished run does nothing; a failure is stored with its reason for the page to show.
 */
export async function runReportRun(
  db: Database,
  runId: number,
  /** Where the slices are read: a replica in step (lib/read-replica.ts), else the primary. */
  readDb: Database = db,
): Promise<'done' | 'failed' | 'not-run'> {
  const claimed = await db.execute<{ kind: ReportKind; query: unknown }>(sql`
    update report_runs set status = 'running', progress = 0
    where id = ${runId} and status in ('queued', 'running')
    returning kind, query`);
  const run = claimed.rows[0];
  if (!run) return 'not-run';
  const progress: Progress = async (done, of) => {
    await db.execute(
      sql`update report_runs set progress = ${Math.floor((done * 100) / of)} where id = ${runId}`,
    );
  };
  try {
    const sheet =
      run.kind === 'total-trash'
        ? await exportTrashReport(
            await trashBySlices(readDb, trashReportQuerySchema.parse(run.query), progress),
          )
        : await exportProducedVsSold(
            await producedBySlices(readDb, producedVsSoldQuerySchema.parse(run.query), progress),
          );
    await db.execute(sql`
      update report_runs set status = 'done', progress = 100, xlsx = ${sheet.xlsx}, finished_at = now()
      where id = ${runId}`);
    return 'done';
  } catch (error) {
    const reason = loggableError(error).driverMessage ?? 'The report could not be prepared';
    await db.execute(sql`
      update report_runs set status = 'failed', error = ${reason}, finished_at = now() where id = ${runId}`);
    return 'failed';
  }
}

async function trashBySlices(db: Database, query: TrashReportQuery, progress: Progress) {
  const slices = reportSlices(query.from, query.to);
  const merged = new Map<string, TrashRow & { thousandths: number }>();
  for (const [index, slice] of slices.entries()) {
    const rows = await queryReport<TrashRow>(db, TRASH_ROWS_SQL, trashParameters({ ...query, ...slice }));
    for (const row of rows) {
      const key = JSON.stringify([row.source, row.reason, row.locationId, row.teamId, row.productId]);
      const seen = merged.get(key);
      const thousandths = quantityToThousandths(row.quantity);
      if (!seen) {
        merged.set(key, { ...row, thousandths });
        continue;
      }
      seen.thousandths += thousandths;
      seen.entries += row.entries;
      seen.valuePaise =
        seen.valuePaise === null || row.valuePaise === null ? null : seen.valuePaise + row.valuePaise;
    }
    await progress(index + 1, slices.length + 1);
  }
  const rows = [...merged.values()]
    .map(({ thousandths, ...row }) => ({ ...row, quantity: thousandthsToQuantity(thousandths) }))
    .sort(
      (a, b) =>
        a.locationName.localeCompare(b.locationName) ||
        a.productName.localeCompare(b.productName) ||
        a.reason.localeCompare(b.reason),
    );
  return summariseTrash({ from: query.from, to: query.to, rows, byDayAndReason: [], disputes: [] });
}

async function producedBySlices(db: Database, query: ProducedVsSoldQuery, progress: Progress) {
  const slices = reportSlices(query.from, query.to);
  type Sum = { row: ProducedRow; produced: number; sold: number; wasted: number; onHand: number };
  const merged = new Map<string, Sum>();
  for (const [index, slice] of slices.entries()) {
    const last = index === slices.length - 1;
    // Stock on hand is what the last slice's end holds, the period's end: asked of that slice only.
    const rows = await queryReport<ProducedRow>(db, PRODUCED_VS_SOLD_SQL, [
      ...producedParameters({ ...query, ...slice }),
      last,
    ]);
    for (const row of rows) {
      const key = JSON.stringify([row.productId, row.teamId]);
      const sum = merged.get(key) ?? { row, produced: 0, sold: 0, wasted: 0, onHand: 0 };
      sum.produced += quantityToThousandths(row.produced);
      sum.sold += quantityToThousandths(row.sold);
      sum.wasted += quantityToThousandths(row.wasted);
      if (last) sum.onHand = quantityToThousandths(row.onHand);
      merged.set(key, sum);
    }
    await progress(index + 1, slices.length + 1);
  }
  const rows = [...merged.values()]
    .filter((sum) => sum.produced !== 0 || sum.sold !== 0 || sum.wasted !== 0 || sum.onHand !== 0)
    .map(
      (sum): ProducedRow => ({
        ...sum.row,
        produced: thousandthsToQuantity(sum.produced),
        sold: thousandthsToQuantity(sum.sold),
        wasted: thousandthsToQuantity(sum.wasted),
        onHand: thousandthsToQuantity(sum.onHand),
        gap: thousandthsToQuantity(sum.produced - sum.sold - sum.wasted),
      }),
    )
    .sort(
      (a, b) =>
        (a.teamName ?? '~').localeCompare(b.teamName ?? '~') || a.productName.localeCompare(b.productName),
    );
  return { from: query.from, to: query.to, rows };
}
