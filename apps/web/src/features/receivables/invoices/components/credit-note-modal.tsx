import { INVOICE_MESSAGES, type Invoice, issueCreditNoteRequestSchema } from '@kadai/contract';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { useSubmitKey } from '../../../../lib/use-submit-key.ts';
import { useIssueCreditNote } from '../api/issue-credit-note.ts';
import {
  checkRows,
  type EditorRow,
  type RowErrors,
  rowErrorsOfFields,
  startingRows,
} from './invoice-editor-rows.ts';
import { InvoiceLinesEditor } from './invoice-lines-editor.tsx';

/**
 * A credit note from an invoice (an issued invoice is never edited): why, and the lines it takes
 * back, starting from the invoice's own; a line cleared is not taken back. The server refuses
 * credit notes that would come to more than the invoice (409), said above the buttons.
 */
export function CreditNoteModal(props: {
  invoice: Invoice;
  onClose: () => void;
  onIssued: (note: Invoice) => void;
}) {
  const { invoice } = props;
  const ids = useId();
  // A double click, or a retry of the same note, issues one credit note.
  const submitKey = useSubmitKey();
  const [reason, setReason] = useState('');
  const [rows, setRows] = useState<EditorRow[]>(() => startingRows(invoice.lines));
  const [rowErrors, setRowErrors] = useState<RowErrors>(new Map());
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const issue = useIssueCreditNote();

  const submit = () => {
    setProblem(null);
    const checked = checkRows(rows);
    const reasonParsed = issueCreditNoteRequestSchema.shape.reason.safeParse(reason);
    setReasonError(
      reasonParsed.success ? null : (reasonParsed.error.issues[0]?.message ?? INVOICE_MESSAGES.reason),
    );
    if (!checked.ok) {
      setRowErrors(checked.errors);
      setProblem(checked.problem);
      return;
    }
    setRowErrors(new Map());
    if (!reasonParsed.success) return;
    const creditNote = { reason, lines: checked.lines };
    issue.mutate(
      { invoiceId: invoice.id, creditNote, idempotencyKey: submitKey.keyFor(creditNote) },
      {
        onSuccess: (note) => {
          submitKey.succeeded();
          props.onIssued(note);
        },
        onError: (error) => {
          submitKey.failed(error);
          const { errors, rest } = rowErrorsOfFields(isApiRequestError(error) ? error.fields : []);
          const reasonField = isApiRequestError(error)
            ? error.fields.find((f) => f.path === 'reason')
            : undefined;
          setRowErrors(errors);
          setReasonError(reasonField?.message ?? null);
          const others = rest.filter((message) => message !== reasonField?.message);
          setProblem(others[0] ?? (errors.size === 0 && !reasonField ? error.message : null));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`Credit note for ${invoice.number}`}
      okText="Issue credit note"
      onOk={submit}
      confirmLoading={issue.isPending}
      onCancel={props.onClose}
      width="min(1200px, 100vw)"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The lines of the invoice are filled in: change them to what is taken back, and clear the others.
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Form.Item
          label="Reason"
          htmlFor={`${ids}-reason`}
          validateStatus={reasonError ? 'error' : undefined}
          help={reasonError ? <span role="alert">{reasonError}</span> : undefined}
        >
          <Input.TextArea
            id={`${ids}-reason`}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
      <InvoiceLinesEditor rows={rows} onChange={setRows} errors={rowErrors} intraState={invoice.intraState} />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} />}
    </Modal>
  );
}
