import {
  financialYear,
  formatBusinessDay,
  formatIssueNoteNumber,
  type MaterialIssueNote,
  type MaterialIssueRequest,
  quantityPrecisionProblem,
  type SignedUser,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { materialIssueLines, materialIssueNotes } from '../../db/schema/index.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { postStockMoves } from '../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';
import { getMaterialIssueNote } from './list-material-issue-notes.ts';

/**
 * The next note number of a financial year. The counter's row stays locked by this upsert until the
 * transaction ends: a second issuer waits, and a rollback gives the number back (no gaps, no twins),
 * as invoice numbers do.
 */
async function takeNextSequence(tx: Tx, year: string): Promise<number> {
  const taken = await tx.execute<{ last_sequence: number }>(sql`
    insert into material_issue_note_counters (financial_year, last_sequence) values (${year}, 1)
    on conflict (financial_year)
      do update set last_sequence = material_issue_note_counters.last_sequence + 1
    returning last_sequence`);
  const sequence = taken.rows[0]?.last_sequence;
  if (sequence === undefined) throw new Error('no issue note number was taken');
  return sequence;
}

async function checkLines(db: Database, request: MaterialIssueRequest, today: string): Promise<void> {
  const fields: FieldError[] = [];
  if (request.issueDay > today) {
    fields.push({
      path: 'issueDay',
      message: `issueDay: ${formatBusinessDay(request.issueDay)} has not come yet`,
    });
  }
  const seen = new Set<string>();
  request.lines.forEach((line, index) => {
    if (seen.has(line.productId)) {
      fields.push({
        path: `lines.${index}.productId`,
        message: `productId: ${line.productId} is listed twice`,
      });
    }
    seen.add(line.productId);
    const problem = quantityPrecisionProblem(line.quantity, line.unit);
    if (problem) fields.push({ path: `lines.${index}.quantity`, message: `quantity: ${problem}` });
  });
  const ids = [...seen];
  const known = await db.execute<{ id: string }>(sql`
    select id from products where id = any(${`{${ids.map((id) => JSON.stringify(id)).join(',')}}`}::text[])`);
  const found = new Set(known.rows.map((row) => row.id));
  request.lines.forEach((line, index) => {
    if (!found.has(line.productId)) {
      fields.push({ path: `lines.${index}.productId`, message: `productId: no product "${line.productId}"` });
    }
  });
  if (fields.length > 0) throw AppError.validation(fields);
}

/**
 * POST /api/carry-over/issue-notes (decision 018): a numbered note of what the godown issued to a
 * section, and in the same transaction its moves out of the warehouse on the ledger, dated the
 * note's day (refused in a closed month, which also gives the number back).
 */
export async function issueMaterialNote(
  db: Database,
  options: { request: MaterialIssueRequest; user: SignedUser; today: string },
): Promise<MaterialIssueNote> {
  const { request, user } = options;
  await checkLines(db, request, options.today);
  const id = await db.transaction(async (tx) => {
    const year = financialYear(request.issueDay);
    const sequence = await takeNextSequence(tx, year);
    const number = formatIssueNoteNumber({ financialYear: year, sequence });
    const [note] = await tx
      .insert(materialIssueNotes)
      .values({
        number,
        financialYear: year,
        sequence,
        section: request.section,
        issueDay: request.issueDay,
        receivedBy: request.receivedBy,
        remarks: request.remarks ?? '',
        issuedByUserId: user.id,
        issuedByName: user.displayName,
      })
      .returning({ id: materialIssueNotes.id });
    if (!note) throw new Error('the issue note was not inserted');
    await tx.insert(materialIssueLines).values(
      request.lines.map((line, index) => ({
        noteId: note.id,
        lineNo: index + 1,
        productId: line.productId,
        quantity: line.quantity,
        unit: line.unit,
      })),
    );
    const warehouse = await outletPlace(tx, WAREHOUSE_OUTLET_ID);
    await postStockMoves(
      tx,
      request.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        from: warehouse,
        to: null,
        reason: 'issued' as const,
        note: `${number} to ${request.section}`,
      })),
      { user, day: request.issueDay },
    );
    return note.id;
  });
  const issued = await getMaterialIssueNote(db, id);
  if (!issued) throw new Error('the issued note was not found');
  return issued;
}
