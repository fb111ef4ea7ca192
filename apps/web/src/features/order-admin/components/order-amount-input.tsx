import {
  type AdminOrderSummary,
  ORDER_ADMIN_MESSAGES,
  orderAmountPaiseSchema,
  paiseToDecimal,
  parseRupees,
} from '@kadai/contract';
import { App, Button, Flex, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { useUpdateOrder } from '../api/update-order.ts';

const shown = (amountPaise: number | null) => (amountPaise === null ? '' : paiseToDecimal(amountPaise));

/**
 * An admin sets an order's amount: Enter or Save. What is typed is read as rupees to the paisa
 * (parseRupees) and sent as paise; the form and the API give the same message.
 */
export function OrderAmountInput({
  order,
}: {
  order: Pick<AdminOrderSummary, 'orderId' | 'amountPaise' | 'version'>;
}) {
  const { message } = App.useApp();
  const update = useUpdateOrder();
  const [draft, setDraft] = useState(shown(order.amountPaise));
  const [error, setError] = useState<string | null>(null);

  // Someone else (or the drawer) changed it: show the stored amount.
  useEffect(() => setDraft(shown(order.amountPaise)), [order.amountPaise]);

  const unchanged = draft.trim() === shown(order.amountPaise);
  const save = () => {
    if (unchanged) return;
    const parsed = orderAmountPaiseSchema.safeParse(parseRupees(draft));
    if (!parsed.success) {
      // Text that is no amount reads as null, which the schema refuses with the amount's message.
      setError(parsed.error.issues[0]?.message ?? ORDER_ADMIN_MESSAGES.amount);
      return;
    }
    setError(null);
    update.mutate(
      { orderId: order.orderId, changes: { version: order.version, amountPaise: parsed.data } },
      {
        onSuccess: () => message.success(`Amount saved for ${order.orderId}`),
        // A stale edit (409) says what the order holds now; the refreshed list then shows it.
        onError: (e) => setError(fieldMessage(e, 'amountPaise')),
      },
    );
  };

  return (
    <Flex vertical gap={2}>
      <Space.Compact>
        <Input
          aria-label={`Amount for ${order.orderId}`}
          prefix="₹"
          inputMode="decimal"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onPressEnter={save}
          status={error ? 'error' : undefined}
          style={{ width: 130 }}
        />
        <Button onClick={save} loading={update.isPending} disabled={unchanged}>
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
