import { customerGroupLabel, type Invoice, isIntraStateSupply, sumPaise } from '@kadai/contract';
import { Alert, Button, Descriptions, Drawer, Flex, Grid, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { formatSignedPaise } from '../../components/money.tsx';
import { SendDocuments } from '../../documents/components/send-documents.tsx';
import { InvoiceDialog } from '../../invoices/components/invoice-dialog.tsx';
import { InvoiceEditor } from '../../invoices/components/invoice-editor.tsx';
import { useCustomerLedger } from '../../ledger/api/get-customer-ledger.ts';
import { LedgerTable } from '../../ledger/components/ledger-table.tsx';
import { RecordPaymentModal } from '../../receipts/components/record-payment-modal.tsx';
import { CustomerFormModal } from './customer-form-modal.tsx';

type Open = null | 'edit' | 'payment' | 'invoice' | 'period';

/**
 * One customer beside the list: their details (Edit), their ledger with a running balance, and
 * what finance does for them: record a payment, a new invoice, a custom invoice for a period, and
 * each invoice opened as printed.
 */
export function CustomerDrawer(props: {
  customerId: number | null;
  groups: readonly string[];
  onClose: () => void;
}) {
  const ledger = useCustomerLedger(props.customerId);
  const wide = Grid.useBreakpoint().sm;
  const [open, setOpen] = useState<Open>(null);
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const customer = ledger.data?.customer;
  const balance = ledger.data ? sumPaise(ledger.data.entries.map((e) => e.balanceEffectPaise)) : 0;

  const issued = (invoice: Invoice) => {
    setOpen(null);
    setInvoiceId(invoice.id);
  };

  return (
    <Drawer
      open={props.customerId !== null}
      onClose={props.onClose}
      title={customer?.name ?? 'Customer'}
      size="min(760px, 100vw)"
      destroyOnHidden
    >
      {ledger.error && <Alert type="error" showIcon title={ledger.error.message} />}
      {!ledger.data && !ledger.error && <Skeleton active />}
      {customer && ledger.data && (
        <Flex vertical gap={16}>
          <Flex wrap gap={8}>
            <Button type="primary" onClick={() => setOpen('payment')}>
              Record payment
            </Button>
            <Button onClick={() => setOpen('invoice')}>New invoice</Button>
            <Button onClick={() => setOpen('period')}>Custom invoice for a period</Button>
            <Button onClick={() => setOpen('edit')}>Edit</Button>
          </Flex>
          <SendDocuments customerId={customer.id} />
          <Descriptions
            size="small"
            bordered
            column={1}
            layout={wide ? 'horizontal' : 'vertical'}
            items={[
              {
                key: 'balance',
                label: 'Balance',
                children: <strong data-testid="customer-balance">{formatSignedPaise(balance)}</strong>,
              },
              { key: 'group', label: 'Group', children: customerGroupLabel(customer.groupName) },
              { key: 'store', label: 'Store', children: customer.storeName ?? '—' },
              { key: 'outlet', label: 'Outlet', children: customer.outletId ?? '—' },
              { key: 'email', label: 'E-mail', children: customer.email ?? '—' },
              { key: 'mobile', label: 'Mobile', children: customer.mobile ?? '—' },
              { key: 'gstin', label: 'GSTIN', children: customer.gstin ?? '—' },
              {
                key: 'supply',
                label: 'Place of supply',
                children: `${customer.stateCode} · ${isIntraStateSupply(customer.stateCode) ? 'CGST + SGST' : 'IGST'}`,
              },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            Ledger
          </Typography.Title>
          <LedgerTable entries={ledger.data.entries} onOpenInvoice={setInvoiceId} />
          {open === 'edit' && (
            <CustomerFormModal
              customer={customer}
              groups={props.groups}
              onClose={() => setOpen(null)}
              onSaved={() => setOpen(null)}
            />
          )}
          {open === 'payment' && (
            <RecordPaymentModal
              customer={customer}
              onClose={() => setOpen(null)}
              onRecorded={() => setOpen(null)}
            />
          )}
          {(open === 'invoice' || open === 'period') && (
            <InvoiceEditor
              customer={customer}
              withPeriod={open === 'period'}
              onClose={() => setOpen(null)}
              onIssued={issued}
            />
          )}
        </Flex>
      )}
      <InvoiceDialog invoiceId={invoiceId} onClose={() => setInvoiceId(null)} onOpenInvoice={setInvoiceId} />
    </Drawer>
  );
}
