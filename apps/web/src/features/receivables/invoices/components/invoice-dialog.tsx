import { Alert, Button, Flex, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { SendDocuments } from '../../documents/components/send-documents.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { CreditNoteModal } from './credit-note-modal.tsx';
import { InvoiceView } from './invoice-view.tsx';

/**
 * An issued invoice or credit note in a dialog, as printed; from an invoice, 'Credit note' corrects
 * it, and the credit note issued is then the one shown.
 */
export function InvoiceDialog(props: {
  invoiceId: number | null;
  onClose: () => void;
  onOpenInvoice: (invoiceId: number) => void;
}) {
  const invoice = useInvoice(props.invoiceId);
  const [correcting, setCorrecting] = useState(false);
  const data = invoice.data;
  return (
    <Modal
      open={props.invoiceId !== null}
      onCancel={props.onClose}
      title={data ? `${data.number} · ${data.customer.name}` : 'Invoice'}
      width="min(1100px, 100vw)"
      destroyOnHidden
      footer={
        <Flex wrap gap={8} justify="end" align="center">
          {data?.kind === 'invoice' && <Button onClick={() => setCorrecting(true)}>Credit note</Button>}
          <Button type="primary" onClick={props.onClose}>
            Close
          </Button>
        </Flex>
      }
    >
      {invoice.error && <Alert type="error" showIcon title={invoice.error.message} />}
      {!data && !invoice.error && <Skeleton active />}
      {data && <InvoiceView invoice={data} />}
      {data && (
        <div style={{ marginTop: 16 }}>
          <SendDocuments customerId={data.customer.id} invoiceId={data.id} />
        </div>
      )}
      {data && correcting && (
        <CreditNoteModal
          invoice={data}
          onClose={() => setCorrecting(false)}
          onIssued={(note) => {
            setCorrecting(false);
            props.onOpenInvoice(note.id);
          }}
        />
      )}
    </Modal>
  );
}
