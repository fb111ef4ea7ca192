import { EditOutlined } from '@ant-design/icons';
import {
  type AdminOrderSummary,
  ORDER_ADMIN_MESSAGES,
  orderAmountPaiseSchema,
  PAYMENT_STATUS,
  paiseToDecimal,
  parseRupees,
} from '@kadai/contract';
import { App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { ActionButton } from '../../../components/action-button.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { useUpdateOrder } from '../api/update-order.ts';

const shown = (amountPaise: number | null) => (amountPaise === null ? '' : paiseToDecimal(amountPaise));

/**
 * What the box holds, as the API takes it: an empty box clears the amount (null); anything else
 * must read as rupees to the paisa (a negative or a word does not), or the message says why.
 */
function readAmount(
  draft: string,
): { ok: true; amountPaise: number | null } | { ok: false; message: string } {
  if (draft.trim() === '') return { ok: true, amountPaise: null };
  const parsed = orderAmountPaiseSchema.safeParse(parseRupees(draft));
  return parsed.success
    ? { ok: true, amountPaise: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? ORDER_ADMIN_MESSAGES.amount };
}

type AmountOrder = Pick<AdminOrderSummary, 'orderId' | 'amountPaise' | 'version' | 'paymentStatus'>;

/**
 * An admin sets an order's amount: Enter or Save; an emptied box clears it. What is typed is read
 * as rupees to the paisa (parseRupees) and sent as paise; the form and the API give the same
 * message. A paid order's amount is read-only here: Change asks for a reason, kept in its history.
 */
export function OrderAmountInput({ order, compact = false }: { order: AmountOrder; compact?: boolean }) {
  if (order.paymentStatus === PAYMENT_STATUS.paid) return <PaidOrderAmount order={order} />;
  return <EditableAmount order={order} compact={compact} />;
}

/** `compact`: narrower, for a table row. */
function EditableAmount({ order, compact }: { order: AmountOrder; compact: boolean }) {
  const { message } = App.useApp();
  const update = useUpdateOrder();
  const [draft, setDraft] = useState(shown(order.amountPaise));
  const [error, setError] = useState<string | null>(null);

  // Someone else (or the drawer) changed it: show the stored amount.
  useEffect(() => setDraft(shown(order.amountPaise)), [order.amountPaise]);

  const unchanged = draft.trim() === shown(order.amountPaise);
  const save = () => {
    if (unchanged) return;
    const read = readAmount(draft);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setError(null);
    update.mutate(
      { orderId: order.orderId, changes: { version: order.version, amountPaise: read.amountPaise } },
      {
        onSuccess: () =>
          message.success(
            read.amountPaise === null
              ? `Amount cleared for ${order.orderId}`
              : `Amount saved for ${order.orderId}`,
          ),
        // A stale edit (409) says what the order holds now; the refreshed list then shows it.
        onError: (e) => setError(fieldMessage(e, 'amountPaise')),
      },
    );
  };

  return (
    // Plain markup styled as antd's small input and button: a screen of the list has twenty of these.
    <div className={compact ? 'amount-editor amount-editor--compact' : 'amount-editor'}>
      <span className="amount-box" data-invalid={error ? '' : undefined}>
        <span className="amount-box__prefix" aria-hidden="true">
          ₹
        </span>
        <input
          aria-label={`Amount for ${order.orderId}`}
          aria-invalid={error ? true : undefined}
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
        <ActionButton size="small" onClick={save} loading={update.isPending} disabled={unchanged}>
          Save
        </ActionButton>
      </span>
      {error && (
        <span className="amount-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The amount the customer paid: shown, and changed only through a dialog that asks why. */
function PaidOrderAmount({ order }: { order: AmountOrder }) {
  const ids = useId();
  const { message } = App.useApp();
  const update = useUpdateOrder();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(shown(order.amountPaise));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const submit = () => {
    const read = readAmount(draft);
    const next: { amount?: string; reason?: string } = {};
    if (!read.ok) next.amount = read.message;
    if (reason.trim() === '') next.reason = ORDER_ADMIN_MESSAGES.reason;
    setErrors(next);
    if (!read.ok || next.reason) return;
    update.mutate(
      {
        orderId: order.orderId,
        changes: { version: order.version, amountPaise: read.amountPaise, reason: reason.trim() },
      },
      {
        onSuccess: () => {
          setOpen(false);
          message.success(`Amount changed for ${order.orderId}`);
        },
        onError: (e) => {
          const fields = isApiRequestError(e) ? e.fields : [];
          const reasonError = fields.find((f) => f.path === 'reason')?.message;
          setErrors(reasonError ? { reason: reasonError } : { amount: fieldMessage(e, 'amountPaise') });
        },
      },
    );
  };

  return (
    <Flex align="center" gap={4}>
      <Typography.Text data-testid={`paid-amount-${order.orderId}`}>
        {order.amountPaise === null ? '—' : `₹${paiseToDecimal(order.amountPaise)}`}
      </Typography.Text>
      <Button
        size="small"
        type="text"
        icon={<EditOutlined />}
        aria-label={`Change the amount of paid order ${order.orderId}`}
        onClick={() => {
          setDraft(shown(order.amountPaise));
          setReason('');
          setErrors({});
          setOpen(true);
        }}
      />
      <Modal
        open={open}
        title={`Change the amount of ${order.orderId}`}
        okText="Change amount"
        onOk={submit}
        confirmLoading={update.isPending}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>This order is paid. The change and its reason are kept in the order's history.</p>
        {/* antd's form items show each label and its message, as the other staff forms do. */}
        <Form layout="vertical" component={false}>
          <Form.Item
            label="New amount"
            htmlFor={`${ids}-amount`}
            validateStatus={errors.amount ? 'error' : undefined}
            help={errors.amount ? <span role="alert">{errors.amount}</span> : undefined}
          >
            <Input
              id={`${ids}-amount`}
              aria-label="New amount"
              prefix="₹"
              inputMode="decimal"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Reason"
            htmlFor={`${ids}-reason`}
            validateStatus={errors.reason ? 'error' : undefined}
            help={errors.reason ? <span role="alert">{errors.reason}</span> : undefined}
          >
            <Input.TextArea
              id={`${ids}-reason`}
              aria-label="Reason"
              rows={2}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
