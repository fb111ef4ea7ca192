import {
  formatBusinessDay,
  type OutletTodo,
  type PackingDay,
  TODO_STEP_LABELS,
  todoStage,
} from '@kadai/contract';
import { buildWorkbook, fileNamePart, sheetDateTime, type XlsxColumn } from '../../lib/xlsx.ts';

/** A name fit for a file: 'T.Nagar' → 'T_Nagar'. */
type PackingRow = {
  sl: number;
  batch: string;
  product: string;
  variant: string;
  produced: number;
  packed: number;
  left: number;
  unit: string;
  producedBy: string;
  packedBy: string;
};

const PACKING_COLUMNS: XlsxColumn<PackingRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Batch', key: 'batch', width: 24 },
  { header: 'Product', key: 'product', width: 30 },
  { header: 'Variant', key: 'variant', width: 12 },
  { header: 'Produced', key: 'produced', width: 10 },
  { header: 'Packed', key: 'packed', width: 10 },
  { header: 'Left to pack', key: 'left', width: 12 },
  { header: 'Unit', key: 'unit', width: 7 },
  { header: 'Produced By', key: 'producedBy', width: 22 },
  { header: 'Packed By', key: 'packedBy', width: 50 },
];

/** The Kitchen Packing Log of a team's day as a sheet: the rows the page shows. */
export async function exportPackingDay(
  day: PackingDay,
  options: { teamName: string },
): Promise<{ fileName: string; xlsx: Buffer }> {
  const date = formatBusinessDay(day.day);
  const xlsx = await buildWorkbook<PackingRow>({
    sheetName: 'Packing',
    title: `Kitchen Packing Log · ${options.teamName} · ${date}`,
    columns: PACKING_COLUMNS,
    rows: day.lines.map((line, i) => ({
      sl: i + 1,
      batch: line.batchId,
      product: line.productName,
      variant: line.variantName,
      produced: line.produced,
      packed: line.packed,
      left: line.left,
      unit: line.unit,
      producedBy: line.producedBy,
      packedBy: line.packings
        .map((p) => `${p.packs} by ${p.packedBy} at ${sheetDateTime(p.packedAt)}`)
        .join('; '),
    })),
  });
  return { fileName: `Packing_${date}_${fileNamePart(options.teamName)}.xlsx`, xlsx };
}

type TodoRow = {
  sl: number;
  product: string;
  variant: string;
  unit: string;
  planned: number;
  produced: number;
  packed: number;
  dispatched: number;
  received: number;
  stage: string;
};

const TODO_COLUMNS: XlsxColumn<TodoRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Product', key: 'product', width: 30 },
  { header: 'Variant', key: 'variant', width: 12 },
  { header: 'Unit', key: 'unit', width: 7 },
  { header: 'Planned', key: 'planned', width: 10 },
  { header: 'Produced (team)', key: 'produced', width: 15 },
  { header: 'Packed (team)', key: 'packed', width: 14 },
  { header: 'Dispatched', key: 'dispatched', width: 11 },
  { header: 'Received', key: 'received', width: 10 },
  { header: 'Stage', key: 'stage', width: 12 },
];

/** An outlet's Daily Kitchen To-do as a sheet: the rows the page shows. */
export async function exportOutletTodo(todo: OutletTodo): Promise<{ fileName: string; xlsx: Buffer }> {
  const date = formatBusinessDay(todo.day);
  const xlsx = await buildWorkbook<TodoRow>({
    sheetName: 'To-do',
    title: `Daily Kitchen To-do · ${todo.outletName} · ${date}`,
    columns: TODO_COLUMNS,
    rows: todo.rows.map((row, i) => ({
      sl: i + 1,
      product: row.productName,
      variant: row.variantName,
      unit: row.unit,
      planned: row.planned,
      produced: row.produced,
      packed: row.packed,
      dispatched: row.dispatched,
      received: row.received,
      stage: TODO_STEP_LABELS[todoStage(row)],
    })),
  });
  return { fileName: `Todo_${date}_${fileNamePart(todo.outletName)}.xlsx`, xlsx };
}
