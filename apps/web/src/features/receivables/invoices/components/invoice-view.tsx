import {
  formatBusinessDay,
  formatGstSlab,
  formatPaise,
  INVOICE_KIND_LABELS,
  INVOICE_SELLER,
  type Invoice,
} from '@kadai/contract';
import { Descriptions, Grid, Table, Typography } from 'antd';
import { InvoiceTotals } from './invoice-totals.tsx';

type Line = Invoice['lines'][number];
const money = (paise: number) => formatPaise(paise);

/**
 * An issued invoice or credit note as it is printed: who sells and who buys (with the GSTIN and the
 * place of supply that decide CGST + SGST against IGST), the lines with their tax, and the totals
 * with the amount in words. Every figure is the server's, stored when it was issued.
 */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const wide = Grid.useBreakpoint().sm;
  const { intraState } = invoice;
  return (
    <article aria-label={`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {INVOICE_KIND_LABELS[invoice.kind]} <span data-testid="invoice-number">{invoice.number}</span>
      </Typography.Title>
      <Descriptions
        size="small"
        bordered
        column={wide ? 2 : 1}
        items={[
          { key: 'number', label: 'Number', children: invoice.number },
          { key: 'date', label: 'Date', children: formatBusinessDay(invoice.issueDate) },
          { key: 'seller', label: 'From', children: `${INVOICE_SELLER.name}, ${INVOICE_SELLER.state}` },
          { key: 'customer', label: 'Bill to', children: invoice.customer.name },
          { key: 'gstin', label: 'GSTIN', children: invoice.customer.gstin ?? '—' },
          {
            key: 'supply',
            label: 'Place of supply',
            children: `${invoice.customer.stateCode} · ${intraState ? 'CGST + SGST' : 'IGST'}`,
          },
          ...(invoice.periodStart && invoice.periodEnd
            ? [
                {
                  key: 'period',
                  label: 'Period',
                  children: `${formatBusinessDay(invoice.periodStart)} to ${formatBusinessDay(invoice.periodEnd)}`,
                },
              ]
            : []),
          ...(invoice.corrects
            ? [{ key: 'corrects', label: 'Corrects invoice', children: invoice.corrects.number }]
            : []),
          ...(invoice.note
            ? [
                {
                  key: 'note',
                  label: invoice.kind === 'credit_note' ? 'Reason' : 'Note',
                  children: invoice.note,
                },
              ]
            : []),
        ]}
      />
      <Table<Line>
        size="small"
        rowKey="lineNo"
        pagination={false}
        scroll={{ x: 'max-content' }}
        style={{ margin: '16px 0' }}
        dataSource={invoice.lines}
        columns={[
          { title: '#', dataIndex: 'lineNo' },
          { title: 'Item', dataIndex: 'item' },
          { title: 'HSN', dataIndex: 'hsn', render: (hsn: string | null) => hsn ?? '' },
          { title: 'Qty', dataIndex: 'quantity', align: 'right' },
          { title: 'Unit', dataIndex: 'unit' },
          { title: 'Price', dataIndex: 'pricePaise', align: 'right', render: money },
          { title: 'Slab', dataIndex: 'taxSlabBasisPoints', align: 'right', render: formatGstSlab },
          { title: 'Taxable', dataIndex: 'basePaise', align: 'right', render: money },
          ...(intraState
            ? [
                { title: 'CGST', dataIndex: 'cgstPaise', align: 'right' as const, render: money },
                { title: 'SGST', dataIndex: 'sgstPaise', align: 'right' as const, render: money },
              ]
            : [{ title: 'IGST', dataIndex: 'igstPaise', align: 'right' as const, render: money }]),
          { title: 'Tax', dataIndex: 'taxPaise', align: 'right', render: money },
          { title: 'Transport', dataIndex: 'transportPaise', align: 'right', render: money },
          { title: 'Total', dataIndex: 'totalPaise', align: 'right', render: money },
        ]}
      />
      <InvoiceTotals totals={invoice.totals} intraState={intraState} words={invoice.amountInWords} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Issued by {invoice.createdBy}
      </Typography.Text>
    </article>
  );
}
