import {
  describeBalance,
  formatBusinessDay,
  formatGstSlab,
  formatPaise,
  INVOICE_KIND_LABELS,
  INVOICE_SELLER,
  type Invoice,
  type OutstandingDocument,
} from '@kadai/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useParams } from 'react-router';
import { InlineAlert } from '../../../components/inline-alert.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { publicInvoicePdfUrl, usePublicInvoice } from '../api/get-public-invoice.ts';

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem' };
const cell: CSSProperties = {
  padding: '6px 4px',
  borderBottom: '1px solid var(--k-border)',
  verticalAlign: 'top',
};
const num: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

function Row(props: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  const weight: CSSProperties = props.strong ? { fontWeight: 700 } : {};
  return (
    <tr>
      <td style={{ ...cell, ...weight }}>{props.label}</td>
      <td style={{ ...num, ...weight }}>{props.value}</td>
    </tr>
  );
}

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { totals } = invoice;
  return (
    <>
      <h1 className="panel__title">
        {INVOICE_KIND_LABELS[invoice.kind]} {invoice.number}
      </h1>
      <p className="muted">
        {INVOICE_SELLER.name} · {formatBusinessDay(invoice.issueDate)}
        {invoice.periodStart && invoice.periodEnd
          ? ` · for ${formatBusinessDay(invoice.periodStart)} to ${formatBusinessDay(invoice.periodEnd)}`
          : ''}
      </p>
      <p>
        <strong>{invoice.customer.name}</strong>
        {invoice.customer.gstin ? <span className="muted"> · GSTIN {invoice.customer.gstin}</span> : null}
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {invoice.lines.map((line) => (
          <li
            key={line.lineNo}
            style={{ ...cell, display: 'flex', justifyContent: 'space-between', gap: 12 }}
          >
            <span>
              {line.item}
              <br />
              <span className="muted">
                {line.quantity} {line.unit} × {formatPaise(line.pricePaise)} · GST{' '}
                {formatGstSlab(line.taxSlabBasisPoints)}
                {line.transportPaise > 0 ? ` · transport ${formatPaise(line.transportPaise)}` : ''}
              </span>
            </span>
            <strong style={{ whiteSpace: 'nowrap' }}>{formatPaise(line.totalPaise)}</strong>
          </li>
        ))}
      </ul>
      <table style={{ ...table, marginTop: 12 }}>
        <tbody>
          <Row label="Taxable value" value={formatPaise(totals.basePaise)} />
          {invoice.intraState ? (
            <>
              <Row label="CGST" value={formatPaise(totals.cgstPaise)} />
              <Row label="SGST" value={formatPaise(totals.sgstPaise)} />
            </>
          ) : (
            <Row label="IGST" value={formatPaise(totals.igstPaise)} />
          )}
          <Row label="Transport" value={formatPaise(totals.transportPaise)} />
          <Row label="Total" value={formatPaise(totals.totalPaise)} strong />
        </tbody>
      </table>
      <p>
        <strong>{invoice.amountInWords}</strong>
      </p>
    </>
  );
}

function OutstandingInvoices({ outstanding }: { outstanding: OutstandingDocument }) {
  return (
    <>
      <h1 className="panel__title">Outstanding invoices</h1>
      <p className="muted">
        {INVOICE_SELLER.name} · {outstanding.customer.name} · as of {formatBusinessDay(outstanding.asOf)}
      </p>
      {outstanding.items.length === 0 ? (
        <p>Nothing is outstanding. Thank you.</p>
      ) : (
        <table style={table}>
          <thead>
            <tr>
              <th style={cell}>Invoice</th>
              <th style={num}>Outstanding</th>
            </tr>
          </thead>
          <tbody>
            {outstanding.items.map((item) => (
              <tr key={item.entryId}>
                <td style={cell}>
                  {item.number ?? 'Opening balance'}
                  <br />
                  <span className="muted">
                    {formatBusinessDay(item.date)} · of {formatPaise(item.amountPaise)}
                  </span>
                </td>
                <td style={num}>{formatPaise(item.outstandingPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table style={{ ...table, marginTop: 12 }}>
        <tbody>
          <Row label="Balance" value={describeBalance(outstanding.balancePaise, formatPaise)} />
          <Row label="Total outstanding" value={formatPaise(outstanding.totalOutstandingPaise)} strong />
        </tbody>
      </table>
      <p>
        <strong>{outstanding.amountInWords}</strong>
      </p>
    </>
  );
}

/** /invoice/{token}: the invoice or outstanding invoices a signed link opens, read only, no sign-in. */
export function InvoiceViewPage() {
  const { token = '' } = useParams();
  const query = usePublicInvoice(token);
  if (query.error) {
    const gone = isApiRequestError(query.error) && (query.error.status === 404 || query.error.status === 410);
    return (
      <section className="panel message-page">
        <title>Invoice · Kadai</title>
        <InlineAlert
          type={gone ? 'warning' : 'error'}
          title={gone ? query.error.message : 'We couldn’t load this invoice just now.'}
          description={gone ? undefined : query.error.message}
        />
      </section>
    );
  }
  if (!query.data) {
    return (
      <section className="panel">
        <LoadingBlock label="Loading your invoice…" />
      </section>
    );
  }
  const data = query.data;
  return (
    <article className="panel" data-testid="invoice-view">
      <title>
        {data.document === 'invoice' ? `${data.invoice.number} · Kadai` : 'Outstanding invoices · Kadai'}
      </title>
      {data.document === 'invoice' ? (
        <InvoiceDocument invoice={data.invoice} />
      ) : (
        <OutstandingInvoices outstanding={data.outstanding} />
      )}
      <a href={publicInvoicePdfUrl(token)} className="button-link" target="_blank" rel="noopener">
        Download PDF
      </a>
    </article>
  );
}
