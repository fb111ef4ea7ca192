import type { ProducedVsSold, ProducedVsSoldQuery, StockCover } from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { queryReport } from './query-report.ts';
import { PRODUCED_BY_DAY_SQL, PRODUCED_VS_SOLD_SQL, STOCK_COVER_SQL } from './report-sql.ts';

/** The parameters of the produced-vs-sold statements ($1–$4), of a query already narrowed. */
export function producedParameters(query: ProducedVsSoldQuery): unknown[] {
  return [query.from, query.to, query.teamId ?? null, query.productId ?? null];
}

/**
 * Per product and team over a period: produced, sold, wasted (destroyed and written off), on hand
 * at the period's end and the gap; produced and sold by day; and each outlet's stock cover.
 */
export async function getProducedVsSold(db: Database, query: ProducedVsSoldQuery): Promise<ProducedVsSold> {
  const values = producedParameters(query);
  const [rows, byDay, cover] = await Promise.all([
    queryReport<ProducedVsSold['rows'][number]>(db, PRODUCED_VS_SOLD_SQL, [...values, true]),
    queryReport<ProducedVsSold['byDay'][number]>(db, PRODUCED_BY_DAY_SQL, values),
    queryReport<Omit<StockCover, 'coverDays'>>(db, STOCK_COVER_SQL, values),
  ]);
  return {
    from: query.from,
    to: query.to,
    rows: rows.map((row) => ({ ...row, gap: roundQuantity(row.gap) })),
    byDay,
    cover: cover.map((outlet) => ({
      ...outlet,
      averageDailySold: roundQuantity(outlet.averageDailySold),
      coverDays:
        outlet.averageDailySold > 0 ? Math.round((outlet.onHand / outlet.averageDailySold) * 10) / 10 : null,
    })),
  };
}

/** Quantities are kept to the gram: a float8 from a numeric difference can carry noise past it. */
function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}
