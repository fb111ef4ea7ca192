import {
  DRILL_DOWN_LIMIT,
  type DrillDown,
  type LedgerRow,
  type ProducedDrillDownQuery,
  type TrashReportQuery,
} from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { trashParameters } from './get-trash-report.ts';
import { queryReport } from './query-report.ts';
import { PRODUCED_DRILL_DOWN_SQL, TRASH_DRILL_DOWN_SQL } from './report-sql.ts';

type Found = LedgerRow & { total: number };

function drillDown(rows: Found[]): DrillDown {
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** The wastage lines and ledger moves behind a trash figure: the report's filters, row by row. */
export async function drillDownTrash(db: Database, query: TrashReportQuery): Promise<DrillDown> {
  return drillDown(
    await queryReport<Found>(db, TRASH_DRILL_DOWN_SQL, [...trashParameters(query), DRILL_DOWN_LIMIT]),
  );
}

/** The ledger moves behind one produced, sold, wasted or on-hand figure of a product. */
export async function drillDownProduced(db: Database, query: ProducedDrillDownQuery): Promise<DrillDown> {
  return drillDown(
    await queryReport<Found>(db, PRODUCED_DRILL_DOWN_SQL, [
      query.from,
      query.to,
      query.teamId ?? null,
      query.productId,
      query.measure,
      DRILL_DOWN_LIMIT,
    ]),
  );
}
