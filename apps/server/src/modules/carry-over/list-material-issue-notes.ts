import {
  type IssueSection,
  MATERIAL_ISSUE_LIST_LIMIT,
  type MaterialIssueListQuery,
  type MaterialIssueNote,
} from '@kadai/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type NoteRow = {
  id: number;
  number: string;
  section: IssueSection;
  issue_day: string;
  received_by: string;
  remarks: string;
  issued_by_name: string;
  created_at: Date | string;
  lines: {
    lineNo: number;
    productId: string;
    productName: string;
    variantName: string;
    quantity: string;
    unit: string;
  }[];
};

async function selectNotes(db: DbOrTx, where: SQL): Promise<MaterialIssueNote[]> {
  const result = await db.execute<NoteRow>(sql`
    select n.id, n.number, n.section, to_char(n.issue_day, 'YYYY-MM-DD') as issue_day, n.received_by,
      n.remarks, n.issued_by_name, n.created_at,
      (select json_agg(json_build_object('lineNo', l.line_no, 'productId', l.product_id,
          'productName', p.name, 'variantName', p.variant_name, 'quantity', l.quantity::text,
          'unit', l.unit) order by l.line_no)
        from material_issue_lines l join products p on p.id = l.product_id
        where l.note_id = n.id) as lines
    from material_issue_notes n
    where ${where}
    order by n.issue_day desc, n.financial_year desc, n.sequence desc
    limit ${MATERIAL_ISSUE_LIST_LIMIT}`);
  return result.rows.map((row) => ({
    id: row.id,
    number: row.number,
    section: row.section,
    issueDay: row.issue_day,
    receivedBy: row.received_by,
    remarks: row.remarks,
    issuedByName: row.issued_by_name,
    createdAt: new Date(row.created_at).toISOString(),
    lines: (row.lines ?? []).map((line) => ({ ...line, quantity: Number(line.quantity) })),
  }));
}

/** The notes, newest first: a search matches the number, who received or issued it, a product's name or id. */
export async function listMaterialIssueNotes(
  db: DbOrTx,
  query: MaterialIssueListQuery,
): Promise<MaterialIssueNote[]> {
  const conditions: SQL[] = [sql`true`];
  if (query.section) conditions.push(sql`n.section = ${query.section}`);
  if (query.from) conditions.push(sql`n.issue_day >= ${query.from}::date`);
  if (query.to) conditions.push(sql`n.issue_day <= ${query.to}::date`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(n.number ilike ${pattern} or n.received_by ilike ${pattern}
      or n.issued_by_name ilike ${pattern} or exists (
        select 1 from material_issue_lines l join products p on p.id = l.product_id
        where l.note_id = n.id and (p.name ilike ${pattern} or p.id ilike ${pattern})))`);
  }
  return selectNotes(db, sql.join(conditions, sql` and `));
}

export async function getMaterialIssueNote(db: DbOrTx, noteId: number): Promise<MaterialIssueNote | null> {
  const [note] = await selectNotes(db, sql`n.id = ${noteId}`);
  return note ?? null;
}
