import { formatPaise, type GatewayRefund, type PaymentAttemptRow, paiseToDecimal } from '@kadai/contract';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';
import { useRefundCardPayment } from '../api/refund-card-payment.ts';
import { asRefundFormField, checkRefund } from '../utils/check-refund.ts';

type Values = { amount: string; reason: string };
const FIELDS = ['amount', 'reason'];

/**
 * Refund part or all of a paid card payment through the gateway. Every press of Refund with the
 * same amount and reason sends the same Idempotency-Key, and a press while one is on its way does
 * nothing: a double click, or a press again after the gateway did not answer, refunds once. Once a
 * refund is asked, its amount and reason stay as they were sent (the same key with another amount
 * is refused); a new refund is a new opening of the dialog.
 */
export function RefundDialog(props: { attempt: PaymentAttemptRow; onClose: () => void }) {
  const { attempt } = props;
  const [form] = Form.useForm<Values>();
  const submitKey = useSubmitKey();
  const refund = useRefundCardPayment();
  // Set before anything awaits: the second click of a double click comes before React draws again.
  const sending = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<GatewayRefund | null>(null);
  const asked = answer !== null;
  const finished = answer?.state === 'done' || answer?.state === 'failed';

  const submit = async () => {
    if (sending.current || finished) return;
    sending.current = true;
    try {
      setProblem(null);
      // The form has no rules of its own: what an earlier press put under a field stays until cleared.
      form.setFields(FIELDS.map((name) => ({ name: name as keyof Values, errors: [] })));
      const { request: sent, problems } = checkRefund(form.getFieldsValue(), attempt.refundablePaise);
      if (problems.length > 0) {
        setProblem(showFieldErrors(form, problems, FIELDS)[0] ?? null);
        return;
      }
      try {
        const idempotencyKey = submitKey.keyFor(sent);
        const answered = await refund.mutateAsync({
          gatewayOrderId: attempt.gatewayOrderId,
          refund: sent,
          idempotencyKey,
        });
        if (answered.state === 'done') submitKey.succeeded();
        setAnswer(answered);
      } catch (error) {
        submitKey.failed(error);
        if (!isApiRequestError(error)) {
          setProblem(error instanceof Error ? error.message : String(error));
          return;
        }
        const rest = showFieldErrors(form, error.fields.map(asRefundFormField), FIELDS);
        setProblem(error.fields.length > 0 && rest.length === 0 ? null : (rest[0] ?? error.message));
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <Modal
      open
      title={`Refund ${attempt.gatewayOrderId}`}
      onCancel={props.onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={props.onClose}>
          Close
        </Button>,
        // Kept in its place once answered (disabled, not removed): the second click of a double
        // click must not land on another button.
        <Button
          key="refund"
          type="primary"
          danger
          loading={refund.isPending}
          disabled={finished}
          onClick={() => void submit()}
        >
          Refund
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Order {attempt.orderId} · {attempt.customerName} · paid {formatPaise(attempt.amountPaise)}
        {attempt.refundedPaise > 0 ? ` · refunded so far ${formatPaise(attempt.refundedPaise)}` : ''}. At most{' '}
        {formatPaise(attempt.refundablePaise)} can be refunded.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={asked}
        initialValues={{ amount: paiseToDecimal(attempt.refundablePaise), reason: '' }}
        onValuesChange={(changed: Partial<Values>) => {
          setProblem(null);
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })));
        }}
        onFinish={() => void submit()}
      >
        <Form.Item label="Amount (₹)" name="amount">
          <Input prefix="₹" inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Reason" name="reason">
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      {answer ? <RefundAnswer refund={answer} /> : null}
    </Modal>
  );
}

function RefundAnswer({ refund }: { refund: GatewayRefund }) {
  if (refund.state === 'done') {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="refund-answer"
        title={`Refunded ${formatPaise(refund.amountPaise)} through the gateway (${refund.refundRef}).`}
      />
    );
  }
  if (refund.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="refund-answer"
        title={`The gateway refused the refund: ${refund.error ?? 'no reason given'}`}
        description="Nothing was refunded. Close this dialog and press Refund again to try once more."
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="refund-answer"
      title="The gateway did not answer; press Refund again."
      description={`Pressing it again asks about the same refund (${refund.refundRef}): it cannot be made twice.`}
    />
  );
}
