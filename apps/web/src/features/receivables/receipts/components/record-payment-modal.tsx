import {
  businessDay,
  MANUAL_PAYMENT_MESSAGES,
  MANUAL_PAYMENT_METHODS,
  parseRupees,
  type ReceivableCustomer,
  type RecordReceiptRequest,
  recordReceiptRequestSchema,
} from '@kadai/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { type FieldError, isApiRequestError } from '../../../../lib/api-client.ts';
import { showFieldErrors, zodFieldErrors } from '../../../../lib/form-errors.ts';
import { useSubmitKey } from '../../../../lib/use-submit-key.ts';
import { useRecordReceipt } from '../api/record-receipt.ts';

type Values = { method?: string; reference?: string; amount?: string; date?: string; note?: string };
/** The form's rupee box is the API's amountPaise. */
const FIELDS = ['method', 'reference', 'amount', 'date', 'note'];
const asFormField = (field: FieldError): FieldError =>
  field.path === 'amountPaise' ? { ...field, path: 'amount' } : field;

/**
 * Money a customer paid, recorded by hand: method, reference (UPI and bank transfers need one),
 * the amount in rupees read exactly to the paisa, and the day it came. A second click, or a retry of
 * the same payment, records one payment.
 */
export function RecordPaymentModal(props: {
  customer: ReceivableCustomer;
  onClose: () => void;
  onRecorded: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const submitKey = useSubmitKey();
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordReceipt();

  const submit = (values: Values) => {
    setProblem(null);
    const amountPaise = parseRupees(values.amount ?? '');
    const receipt = {
      method: values.method,
      reference: values.reference ?? '',
      amountPaise: amountPaise ?? 0,
      date: values.date || undefined,
      note: values.note ?? '',
    } as RecordReceiptRequest;
    const parsed = recordReceiptRequestSchema.safeParse(receipt);
    const fields = parsed.success ? [] : zodFieldErrors(parsed.error).map(asFormField);
    // The box holds rupees: its message speaks of rupees, not of the paise the API counts.
    const amountWrong = amountPaise === null || amountPaise === 0;
    const shown = [
      ...fields.filter((field) => field.path !== 'amount'),
      ...(amountWrong ? [{ path: 'amount', message: MANUAL_PAYMENT_MESSAGES.amount }] : []),
    ];
    if (shown.length > 0) {
      setProblem(showFieldErrors(form, shown, FIELDS)[0] ?? null);
      return;
    }
    record.mutate(
      { customerId: props.customer.id, receipt, idempotencyKey: submitKey.keyFor(receipt) },
      {
        onSuccess: () => {
          submitKey.succeeded();
          props.onRecorded();
        },
        onError: (error) => {
          submitKey.failed(error);
          if (!isApiRequestError(error)) {
            setProblem(error.message);
            return;
          }
          const rest = showFieldErrors(form, error.fields.map(asFormField), FIELDS);
          setProblem(error.fields.length > 0 && rest.length === 0 ? null : (rest[0] ?? error.message));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`Record payment · ${props.customer.name}`}
      okText="Record payment"
      onOk={() => form.submit()}
      confirmLoading={record.isPending}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ date: businessDay(), reference: '', note: '' }}
        onFinish={submit}
        onValuesChange={() => setProblem(null)}
      >
        <Form.Item label="Method" name="method">
          <Select
            placeholder="Choose"
            options={MANUAL_PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
          />
        </Form.Item>
        <Form.Item
          label="Reference"
          name="reference"
          extra="The UPI transaction id or the bank transfer's UTR."
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Amount (₹)" name="amount">
          <Input prefix="₹" inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Date" name="date">
          <Input type="date" max={businessDay()} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item label="Note" name="note">
          <Input maxLength={500} autoComplete="off" />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
