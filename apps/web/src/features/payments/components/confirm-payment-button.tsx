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
import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
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
  const { modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PaymentForm>();
  const method = Form.useWatch('method', form);
  const confirm = useConfirmPayment({ onConfirmed });
  if (order.paymentStatus === PAYMENT_STATUS.paid) return null;

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
    <>
      <Button
        size="small"
        icon={<CheckCircleOutlined />}
        aria-label={`Confirm payment of ${order.orderId}`}
        onClick={() => {
          form.setFieldsValue({
            method: 'UPI',
            reference: '',
            amount: order.amountPaise !== null ? paiseToDecimal(order.amountPaise) : '',
            note: '',
          });
          setOpen(true);
        }}
      >
        Confirm payment
      </Button>
      <Modal
        open={open}
        title={`Confirm payment of ${order.orderId}`}
        okText="Confirm payment"
        cancelText="Cancel"
        confirmLoading={confirm.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>
          The order of {order.customerName}
          {order.amountPaise !== null ? ` for ${formatPaise(order.amountPaise)}` : ''} is marked paid under
          your name.
        </p>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
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
    </>
  );
}
