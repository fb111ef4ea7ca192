import { CheckCircleOutlined } from '@ant-design/icons';
import {
  type AdminOrderSummary,
  formatPaise,
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentRequest,
  METHODS_NEEDING_REFERENCE,
  manualPaymentRequestSchema,
  PAYMENT_STATUS,
  paiseToDecimal,
  parseRupees,
} from '@kadai/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ActionButton } from '../../../components/action-button.tsx';
import { useConfirmPayment } from '../api/confirm-payment.ts';

type Order = Pick<AdminOrderSummary, 'orderId' | 'customerName' | 'amountPaise' | 'paymentStatus'>;

interface PaymentForm {
  method: ManualPaymentRequest['method'];
  reference: string;
  amount: string;
  note: string;
}

/**
 * Manual payment confirmation (ordering.md §2.9): a small form (how the money came, its
 * reference, the amount received, a note), posted, then what the server answered in a pop-up,
 * including when someone had already confirmed it. The field messages are the contract's, the same
 * the server answers with. On /unpaidorders the row leaves as soon as it is paid.
 */
export function ConfirmPaymentButton({
  order,
  onConfirmed,
}: {
  order: Order;
  onConfirmed?: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  if (order.paymentStatus === PAYMENT_STATUS.paid) return null;
  return (
    <>
      <ConfirmPaymentTrigger order={order} onClick={() => setOpen(true)} />
      {open && (
        <ConfirmPaymentDialog order={order} onConfirmed={onConfirmed} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/** The button alone, plain markup: light enough for every row of a list. */
function ConfirmPaymentTrigger({ order, onClick }: { order: Order; onClick: () => void }) {
  return (
    <ActionButton
      size="small"
      aria-label={`Confirm payment of ${order.orderId}`}
      title="Confirm payment"
      onClick={onClick}
    >
      <CheckCircleOutlined />
      <span>Confirm payment</span>
    </ActionButton>
  );
}

/**
 * The form, mounted only while someone confirms a payment (a list of 1,000 orders draws no form per
 * row): open at once, prefilled with the order's amount; `onClose` once it has closed.
 */
function ConfirmPaymentDialog({
  order,
  onConfirmed,
  onClose,
}: {
  order: Order;
  onConfirmed?: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { modal } = App.useApp();
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<PaymentForm>();
  const method = Form.useWatch('method', form);
  const confirm = useConfirmPayment({ onConfirmed });
  const initialValues: PaymentForm = {
    method: 'UPI',
    reference: '',
    amount: order.amountPaise !== null ? paiseToDecimal(order.amountPaise) : '',
    note: '',
  };

  const submit = async (values: PaymentForm) => {
    const parsed = manualPaymentRequestSchema.safeParse({
      orderId: order.orderId,
      method: values.method,
      reference: values.reference ?? '',
      amountPaise: parseRupees(values.amount ?? '') ?? Number.NaN,
      note: values.note ?? '',
    });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => {
          const field = issue.path[0] === 'amountPaise' ? 'amount' : String(issue.path[0]);
          return { name: field as keyof PaymentForm, errors: [issue.message] };
        }),
      );
      return;
    }
    try {
      const result = await confirm.mutateAsync(parsed.data);
      setOpen(false);
      (result.alreadyPaid ? modal.info : modal.success)({
        title: result.alreadyPaid ? 'Already paid' : 'Payment confirmed',
        content: result.message,
      });
    } catch (error) {
      modal.error({ title: 'Payment not confirmed', content: (error as Error).message });
    }
  };

  return (
    <Modal
      open={open}
      title={`Confirm payment of ${order.orderId}`}
      okText="Confirm payment"
      cancelText="Cancel"
      confirmLoading={confirm.isPending}
      onOk={() => form.submit()}
      onCancel={() => setOpen(false)}
      destroyOnHidden
      afterClose={onClose}
    >
      <p>
        The order of {order.customerName}
        {order.amountPaise !== null ? ` for ${formatPaise(order.amountPaise)}` : ''} is marked paid under your
        name.
      </p>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item name="method" label="Method">
          <Select options={MANUAL_PAYMENT_METHODS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item
          name="reference"
          label={METHODS_NEEDING_REFERENCE.includes(method ?? '') ? 'Reference' : 'Reference (optional)'}
          extra={
            method === 'UPI' ? 'The UPI transaction id' : method === 'Bank transfer' ? 'The UTR' : undefined
          }
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="amount" label="Amount received (₹)">
          <Input inputMode="decimal" placeholder="1250.50" />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
