import {
  businessDay,
  exportFileName,
  formatBusinessDay,
  type PlanningExportRequest,
  type SignedUser,
} from '@kadai/contract';
import { buildWorkbook, type XlsxCell, type XlsxColumn } from '../../../lib/xlsx.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';

type SheetRow = Record<string, XlsxCell>;

/**
 * POST /api/production/exports/planning: the planning screen's table as a sheet (Export as XLS):
 * Sl, Product, Variant, Type, then each outlet's stock in hand (S) and planned quantity (Req),
 * then Total Req. Named and titled with the day and the team; urgent planning says so.
 */
export async function exportPlanning(options: {
  input: PlanningExportRequest;
  user: SignedUser;
  now?: Date;
}): Promise<{ fileName: string; xlsx: Buffer }> {
  const { input } = options;
  assertTeamAccess(options.user, input.teamId, 'teamId');
  const day = businessDay(options.now);
  // Outlet ids are the client's: the sheet's own keys keep them out of exceljs's column keys.
  const outletColumns = input.outlets.flatMap((outlet, i): XlsxColumn<SheetRow>[] => [
    { header: `${outlet.name} S`, key: `s${i}`, width: Math.max(10, outlet.name.length + 4) },
    { header: `${outlet.name} Req`, key: `req${i}`, width: Math.max(10, outlet.name.length + 6) },
  ]);
  const columns: XlsxColumn<SheetRow>[] = [
    { header: 'Sl', key: 'sl', width: 6 },
    { header: 'Product', key: 'product', width: 36 },
    { header: 'Variant', key: 'variant', width: 14 },
    { header: 'Type', key: 'type', width: 18 },
    ...outletColumns,
    { header: 'Total Req', key: 'total', width: 11 },
  ];
  const rows = input.rows.map((row, rowIndex) => {
    const sheetRow: SheetRow = {
      sl: rowIndex + 1,
      product: row.product_name,
      variant: row.variant,
      type: row.product_type,
      total: row.total,
    };
    input.outlets.forEach((outlet, i) => {
      sheetRow[`s${i}`] = row.outlets[outlet.id]?.inhand ?? null;
      sheetRow[`req${i}`] = row.outlets[outlet.id]?.planned ?? null;
    });
    return sheetRow;
  });
  const what = input.urgent ? 'Urgent Planning' : 'Daily Planning';
  const xlsx = await buildWorkbook<SheetRow>({
    sheetName: input.urgent ? 'Urgent Planning' : 'Planning',
    title: `${what} — ${input.teamName} — ${formatBusinessDay(day)}`,
    columns,
    rows,
  });
  const kind = input.urgent ? 'Urgent_Planning' : 'Planning';
  return { fileName: exportFileName({ kind, day, teamName: input.teamName }), xlsx };
}
