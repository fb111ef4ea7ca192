import { type AdminOrderSummary, orderAmountSchema } from '@kadai/contract';
import { App, Button, Flex, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { useUpdateOrder } from '../api/update-order.ts';

/** An admin sets an order's amount: Enter or Save. The form and the API give the same message. */
export function OrderAmountInput({ order }: { order: Pick<AdminOrderSummary, 'orderId' | 'amount'> }) {
  const { message } = App.useApp();
  const update = useUpdateOrder();
  const [draft, setDraft] = useState<number | null>(order.amount);
  const [error, setError] = useState<string | null>(null);

  // Someone else (or the drawer) changed it: show the stored amount.
  useEffect(() => setDraft(order.amount), [order.amount]);

  const save = () => {
    if (draft === order.amount) return;
    const parsed = orderAmountSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the amount');
      return;
    }
    setError(null);
    update.mutate(
      { orderId: order.orderId, changes: { amount: parsed.data } },
      {
        onSuccess: () => message.success(`Amount saved for ${order.orderId}`),
        onError: (e) => setError(fieldMessage(e, 'amount')),
      },
    );
  };

  return (
    <Flex vertical gap={2}>
      <Space.Compact>
        <InputNumber<number>
          aria-label={`Amount for ${order.orderId}`}
          prefix="₹"
          min={0}
          step={1}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setError(null);
          }}
          onPressEnter={save}
          status={error ? 'error' : undefined}
          style={{ width: 130 }}
        />
        <Button onClick={save} loading={update.isPending} disabled={draft === order.amount}>
          Save
        </Button>
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12, maxWidth: 220 }}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
