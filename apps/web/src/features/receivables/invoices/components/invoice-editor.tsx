import {
  businessDay,
  type Invoice,
  type InvoiceDraft,
  invoiceDraftQuerySchema,
  isIntraStateSupply,
  issueInvoiceRequestSchema,
  type ReceivableCustomer,
} from '@kadai/contract';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { zodFieldErrors } from '../../../../lib/form-errors.ts';
import { useSubmitKey } from '../../../../lib/use-submit-key.ts';
import { getInvoiceDraft } from '../api/get-invoice-draft.ts';
import { useIssueInvoice } from '../api/issue-invoice.ts';
import {
  checkRows,
  type EditorRow,
  type RowErrors,
  rowErrorsOfFields,
  startingRows,
} from './invoice-editor-rows.ts';
import { InvoiceLinesEditor } from './invoice-lines-editor.tsx';

type HeaderField = 'issueDate' | 'periodStart' | 'periodEnd' | 'note';
const HEADER_FIELDS: readonly string[] = ['issueDate', 'periodStart', 'periodEnd', 'note'];
/** The draft's query names the period start and end; the invoice names them periodStart and periodEnd. */
const DRAFT_FIELD: Record<string, HeaderField> = { start: 'periodStart', end: 'periodEnd' };

/**
 * The invoice editor (ordering.md §2.10): 15 blank lines to start, totals worked out live with the
 * contract's arithmetic, CGST + SGST or IGST by the customer's place of supply. With `withPeriod`
 * it is the custom invoice for a period: the business days start..end, both included, and 'Fill
 * from orders' puts the customer's orders of those days in the lines. Issue sends the lines with a
 * key kept while they stay the same: a double click or a retry issues one invoice.
 */
export function InvoiceEditor(props: {
  customer: ReceivableCustomer;
  withPeriod: boolean;
  onClose: () => void;
  onIssued: (invoice: Invoice) => void;
}) {
  const { customer } = props;
  const ids = useId();
  const intraState = isIntraStateSupply(customer.stateCode);
  // A double click, or a retry of the same invoice, issues one invoice.
  const submitKey = useSubmitKey();
  const [rows, setRows] = useState<EditorRow[]>(() => startingRows());
  const [header, setHeader] = useState<Record<HeaderField, string>>({
    issueDate: businessDay(),
    periodStart: '',
    periodEnd: '',
    note: '',
  });
  const [headerErrors, setHeaderErrors] = useState<Partial<Record<HeaderField, string>>>({});
  const [rowErrors, setRowErrors] = useState<RowErrors>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [filling, setFilling] = useState(false);
  const [filled, setFilled] = useState<InvoiceDraft | null>(null);
  const issue = useIssueInvoice();

  const setField = (field: HeaderField, value: string) => {
    setHeader((current) => ({ ...current, [field]: value }));
    setHeaderErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fillFromOrders = async () => {
    setProblem(null);
    const period = invoiceDraftQuerySchema.safeParse({ start: header.periodStart, end: header.periodEnd });
    if (!period.success) {
      setHeaderErrors(
        Object.fromEntries(
          zodFieldErrors(period.error).map((f) => [DRAFT_FIELD[f.path] ?? 'periodEnd', f.message]),
        ),
      );
      return;
    }
    setFilling(true);
    try {
      const draft = await getInvoiceDraft({ customerId: customer.id, period: period.data });
      setRows(startingRows(draft.lines));
      setRowErrors(new Map());
      setFilled(draft);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setFilling(false);
    }
  };

  const showServerErrors = (error: Error) => {
    const fields = isApiRequestError(error) ? error.fields : [];
    const { errors, rest } = rowErrorsOfFields(fields.filter((f) => !HEADER_FIELDS.includes(f.path)));
    const onHeader = fields.filter((f) => HEADER_FIELDS.includes(f.path));
    setRowErrors(errors);
    setHeaderErrors(Object.fromEntries(onHeader.map((f) => [f.path, f.message])));
    setProblem(rest[0] ?? (fields.length === 0 ? error.message : null));
  };

  const submit = () => {
    setProblem(null);
    const checked = checkRows(rows);
    const request = {
      issueDate: header.issueDate || undefined,
      periodStart: props.withPeriod ? header.periodStart || null : null,
      periodEnd: props.withPeriod ? header.periodEnd || null : null,
      note: header.note,
      lines: checked.ok ? checked.lines : [],
    };
    const parsed = issueInvoiceRequestSchema.safeParse(request);
    const onHeader = parsed.success
      ? []
      : zodFieldErrors(parsed.error).filter((f) => HEADER_FIELDS.includes(f.path));
    setHeaderErrors(Object.fromEntries(onHeader.map((f) => [f.path, f.message])));
    if (!checked.ok) {
      setRowErrors(checked.errors);
      setProblem(
        checked.problem ?? (checked.errors.size > 0 ? 'Please check the lines marked below.' : null),
      );
      return;
    }
    setRowErrors(new Map());
    if (onHeader.length > 0) return;
    issue.mutate(
      { customerId: customer.id, invoice: request, idempotencyKey: submitKey.keyFor(request) },
      {
        onSuccess: (invoice) => {
          submitKey.succeeded();
          props.onIssued(invoice);
        },
        onError: (error) => {
          submitKey.failed(error);
          showServerErrors(error);
        },
      },
    );
  };

  const dateBox = (field: HeaderField, label: string) => (
    <Form.Item
      label={label}
      htmlFor={`${ids}-${field}`}
      validateStatus={headerErrors[field] ? 'error' : undefined}
      help={headerErrors[field] ? <span role="alert">{headerErrors[field]}</span> : undefined}
      style={{ marginBottom: 8 }}
    >
      <Input
        id={`${ids}-${field}`}
        type="date"
        value={header[field]}
        onChange={(event) => setField(field, event.target.value)}
        style={{ width: 170 }}
      />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={`${props.withPeriod ? 'Custom invoice for a period' : 'New invoice'} · ${customer.name}`}
      okText="Issue"
      onOk={submit}
      confirmLoading={issue.isPending}
      onCancel={props.onClose}
      width="min(1200px, 100vw)"
      destroyOnHidden
      maskClosable={false}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {intraState
          ? 'Within Tamil Nadu: the tax is shown as CGST and SGST.'
          : `Place of supply ${customer.stateCode}, another state: the tax is IGST.`}
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Flex wrap gap={16} align="end">
          {dateBox('issueDate', 'Invoice date')}
          {props.withPeriod && dateBox('periodStart', 'Period start')}
          {props.withPeriod && dateBox('periodEnd', 'Period end')}
          {props.withPeriod && (
            <Button onClick={() => void fillFromOrders()} loading={filling} style={{ marginBottom: 8 }}>
              Fill from orders
            </Button>
          )}
        </Flex>
        {filled && (
          <Typography.Paragraph data-testid="draft-summary">
            {filled.orders.length === 0
              ? 'No orders of this customer on those days.'
              : `${filled.orders.length} ${filled.orders.length === 1 ? 'order' : 'orders'} (${filled.orders
                  .map((order) => order.orderId)
                  .join(
                    ', ',
                  )}): ${filled.lines.length} ${filled.lines.length === 1 ? 'line' : 'lines'}. Choose each line's tax slab.`}
          </Typography.Paragraph>
        )}
        <Form.Item
          label="Note"
          htmlFor={`${ids}-note`}
          validateStatus={headerErrors.note ? 'error' : undefined}
          help={headerErrors.note ? <span role="alert">{headerErrors.note}</span> : undefined}
          style={{ marginBottom: 8 }}
        >
          <Input
            id={`${ids}-note`}
            maxLength={500}
            value={header.note}
            onChange={(e) => setField('note', e.target.value)}
          />
        </Form.Item>
      </Form>
      <InvoiceLinesEditor rows={rows} onChange={setRows} errors={rowErrors} intraState={intraState} />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} />}
    </Modal>
  );
}
