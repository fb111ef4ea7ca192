import {
  businessDay,
  describePackQuantity,
  exportFileName,
  formatBusinessDay,
  type ScheduleExportRequest,
  type ScheduleRow,
  type SignedUser,
} from '@kadai/contract';
import { buildWorkbook, type XlsxColumn } from '../../../lib/xlsx.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';

type SheetRow = {
  sl: number;
  product: string;
  type: string;
  variant: string;
  totalReq: number;
  wtOrPc: string;
  totalPlan: number;
  unit: string;
  toMake: string;
};

export const SCHEDULE_COLUMNS: XlsxColumn<SheetRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Product', key: 'product', width: 36 },
  { header: 'Type', key: 'type', width: 18 },
  { header: 'Variant', key: 'variant', width: 14 },
  { header: 'Total Req', key: 'totalReq', width: 11 },
  { header: 'Wt or pc', key: 'wtOrPc', width: 12 },
  { header: 'Total Plan', key: 'totalPlan', width: 11 },
  { header: 'Unit', key: 'unit', width: 8 },
  // What the Total Plan counts, in words the cook reads: '30 × 500 g (15 kg)'.
  { header: 'To make', key: 'toMake', width: 24 },
];

/**
 * A production schedule as a sheet: the schedule screen's export ('Production_Schedule') and the
 * confirmed plan mailed to the admin ('Production_Plan', with its production number). Named, and
 * titled, with the day and the team (operations.md §9).
 */
export async function buildScheduleSheet(options: {
  kind: 'Production_Schedule' | 'Production_Plan';
  day: string;
  teamName: string;
  productionNumber?: number;
  rows: readonly ScheduleRow[];
}): Promise<{ fileName: string; xlsx: Buffer }> {
  const what =
    options.kind === 'Production_Plan'
      ? `Production Plan${options.productionNumber ? ` P${options.productionNumber}` : ''}`
      : 'Daily Production Schedule';
  const xlsx = await buildWorkbook<SheetRow>({
    sheetName: options.kind === 'Production_Plan' ? what : 'Production Schedule',
    title: `${what} — ${options.teamName} — ${formatBusinessDay(options.day)}`,
    columns: SCHEDULE_COLUMNS,
    rows: options.rows.map((row, i) => ({
      sl: i + 1,
      product: row.name,
      type: row.product_type,
      variant: row.variant_name,
      totalReq: row.act_req,
      wtOrPc: row.calc_weight,
      totalPlan: row.total_plan,
      unit: row.unit,
      toMake: describePackQuantity(row.total_plan, row.variant_name),
    })),
  });
  return {
    fileName: exportFileName({
      kind: options.kind,
      day: options.day,
      teamName: options.teamName,
      batch: options.kind === 'Production_Plan' ? options.productionNumber : undefined,
    }),
    xlsx,
  };
}

/** POST /api/production/exports/schedule: the schedule screen's rows, as they stand, for today. */
export async function exportSchedule(options: {
  input: ScheduleExportRequest;
  user: SignedUser;
  now?: Date;
}): Promise<{ fileName: string; xlsx: Buffer }> {
  assertTeamAccess(options.user, options.input.teamId, 'teamId');
  return buildScheduleSheet({
    kind: 'Production_Schedule',
    day: businessDay(options.now),
    teamName: options.input.teamName,
    rows: options.input.rows,
  });
}
