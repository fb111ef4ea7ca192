import type { IssueProduct, IssueSection, MaterialIssueRequest } from '@kadai/contract';

/** A line of a new note as it is typed: a product picked, its quantity and its unit. */
export interface IssueLineDraft {
  key: number;
  product: IssueProduct | null;
  quantity: number | null;
  unit: string;
}

/** What the storekeeper typed above the lines. */
export interface IssueNoteDraft {
  section: IssueSection | undefined;
  issueDay: string;
  receivedBy: string;
  remarks: string;
  lines: readonly IssueLineDraft[];
}

/**
 * The note to save, or the first thing missing, in the order the form reads: a section, who
 * received it, a product, then a quantity above 0 for each product picked. Lines with no product
 * are left out; a unit left empty is the product's own, else 'packs'.
 */
export function issueNoteRequest(
  draft: IssueNoteDraft,
): { ok: true; request: MaterialIssueRequest } | { ok: false; problem: string } {
  if (!draft.section) return { ok: false, problem: 'Section: please choose a section' };
  if (!draft.receivedBy.trim()) return { ok: false, problem: 'Received by: please give a name' };
  const filled = draft.lines.filter((line) => line.product !== null);
  if (filled.length === 0) return { ok: false, problem: 'Add at least one product' };
  const missing = filled.find((line) => !line.quantity || line.quantity <= 0);
  if (missing) return { ok: false, problem: `${missing.product?.name}: please give a quantity above 0` };
  return {
    ok: true,
    request: {
      section: draft.section,
      issueDay: draft.issueDay,
      receivedBy: draft.receivedBy.trim(),
      remarks: draft.remarks.trim() || null,
      lines: filled.map((line) => ({
        productId: line.product?.id ?? '',
        quantity: line.quantity ?? 0,
        unit: line.unit.trim() || line.product?.unit || 'packs',
      })),
    },
  };
}
