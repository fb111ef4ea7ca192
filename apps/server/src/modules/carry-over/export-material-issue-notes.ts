import { formatBusinessDay, type MaterialIssueListQuery } from '@kadai/contract';
import type { DbOrTx } from '../../db/client.ts';
import { buildWorkbook } from '../../lib/xlsx.ts';
import { listMaterialIssueNotes } from './list-material-issue-notes.ts';

/** The notes the list shows (same filters), one row per line, as an xlsx sheet. */
export async function exportMaterialIssueNotes(
  db: DbOrTx,
  query: MaterialIssueListQuery,
): Promise<{ fileName: string; xlsx: Buffer }> {
  const notes = await listMaterialIssueNotes(db, query);
  let sl = 0;
  const rows = notes.flatMap((note) =>
    note.lines.map((line) => {
      sl += 1;
      return {
        sl,
        number: note.number,
        date: formatBusinessDay(note.issueDay),
        section: note.section,
        product: [line.productName, line.variantName].filter(Boolean).join(' '),
        quantity: line.quantity,
        unit: line.unit,
        receivedBy: note.receivedBy,
        issuedBy: note.issuedByName,
      };
    }),
  );
  const xlsx = await buildWorkbook({
    sheetName: 'Material issue notes',
    columns: [
      { header: 'Sl', key: 'sl', width: 6 },
      { header: 'Note', key: 'number', width: 20 },
      { header: 'Date', key: 'date', width: 12 },
      { header: 'Section', key: 'section', width: 10 },
      { header: 'Product', key: 'product', width: 36 },
      { header: 'Quantity', key: 'quantity', width: 10, numFmt: '0.###' },
      { header: 'Unit', key: 'unit', width: 8 },
      { header: 'Received by', key: 'receivedBy', width: 20 },
      { header: 'Issued by', key: 'issuedBy', width: 20 },
    ],
    rows,
  });
  return { fileName: 'material-issue-notes.xlsx', xlsx };
}
