import { INVOICE_SELLER } from '@kadai/contract';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { PdfColumn } from './document-pdf.ts';

/**
 * The receivables documents as HTML, for the older client's dialog (it shows the answer as
 * content): every value escaped, styles inline in one <style> scoped to the document's class.
 */

const STYLE = `
.kadai-doc{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Tamil',sans-serif;color:#1f1f1f;max-width:900px;margin:0 auto;padding:16px}
.kadai-doc header{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid #e3d8c3;padding-bottom:8px;margin-bottom:12px}
.kadai-doc h1{font-size:20px;margin:0;color:#7a1f1f}.kadai-doc h2{font-size:15px;margin:18px 0 6px;color:#7a1f1f}
.kadai-doc .seller{font-weight:700;font-size:18px;color:#7a1f1f}.kadai-doc .muted{color:#6b6b6b;font-size:12px}
.kadai-doc dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px}
.kadai-doc dt{color:#6b6b6b;font-size:12px}.kadai-doc dd{margin:0}
.kadai-doc table{border-collapse:collapse;width:100%;font-size:13px;margin-bottom:8px}
.kadai-doc th{text-align:left;color:#6b6b6b;font-size:11px;border-bottom:1px solid #e3d8c3;padding:4px}
.kadai-doc td{padding:4px;border-bottom:1px solid #f1ebde}.kadai-doc .num{text-align:right;white-space:nowrap}
.kadai-doc tr.strong td{font-weight:700}.kadai-doc .totals{margin-left:auto;width:auto;min-width:280px}
.kadai-doc .words{font-weight:700}
`;

export function htmlPage(options: { title: string; kind: string; body: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title><style>${STYLE}</style></head>
<body><article class="kadai-doc">
<header><div><div class="seller">${escapeHtml(INVOICE_SELLER.name)}</div><div class="muted">${escapeHtml(
    `${INVOICE_SELLER.state} · GST state code ${INVOICE_SELLER.gstStateCode}`,
  )}</div></div><h1>${escapeHtml(options.kind)}</h1></header>
${options.body}
</article></body></html>
`;
}

export function htmlDetails(pairs: readonly [string, string][]): string {
  const items = pairs.map(
    ([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value || '—')}</dd>`,
  );
  return `<dl>${items.join('')}</dl>`;
}

export function htmlTable(
  columns: readonly PdfColumn[],
  rows: readonly string[][],
  options: { strongRows?: Set<number> } = {},
): string {
  const cls = (column: PdfColumn | undefined) => (column?.align === 'right' ? ' class="num"' : '');
  const head = columns.map((column) => `<th${cls(column)}>${escapeHtml(column.label)}</th>`).join('');
  const body = rows
    .map((row, index) => {
      const cells = row.map((cell, i) => `<td${cls(columns[i])}>${escapeHtml(cell)}</td>`).join('');
      return `<tr${options.strongRows?.has(index) ? ' class="strong"' : ''}>${cells}</tr>`;
    })
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function htmlTotals(pairs: readonly [string, string][]): string {
  const rows = pairs.map(
    ([label, value], index) =>
      `<tr${index === pairs.length - 1 ? ' class="strong"' : ''}><td>${escapeHtml(label)}</td><td class="num">${escapeHtml(value)}</td></tr>`,
  );
  return `<table class="totals"><tbody>${rows.join('')}</tbody></table>`;
}

export function htmlParagraph(text: string, className = ''): string {
  return `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;
}
