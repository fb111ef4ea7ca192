import { CheckCircleOutlined } from '@ant-design/icons';
import { type AdminOrderSummary, formatPaise, PAYMENT_STATUS } from '@kadai/contract';
import { App, Button } from 'antd';
import { useConfirmPayment } from '../api/confirm-payment.ts';

type Order = Pick<AdminOrderSummary, 'orderId' | 'customerName' | 'amountPaise' | 'paymentStatus'>;

/**
 * Manual payment confirmation in a pop-up (ordering.md §2.9): it asks first, then calls the
 * confirmation and shows what the server answered, including when someone had already confirmed it.
 * The pop-ups belong to the page, not the row: on /unpaidorders the row leaves as soon as it is paid.
 */
export function ConfirmPaymentButton({
  order,
  onConfirmed,
}: {
  order: Order;
  onConfirmed?: () => Promise<unknown>;
}) {
  const { modal } = App.useApp();
  const confirm = useConfirmPayment({ onConfirmed });
  if (order.paymentStatus === PAYMENT_STATUS.paid) return null;

  const ask = () =>
    modal.confirm({
      title: `Confirm payment of ${order.orderId}`,
      content: `Mark the order of ${order.customerName}${
        order.amountPaise !== null ? ` for ${formatPaise(order.amountPaise)}` : ''
      } as paid? It is recorded under your name.`,
      okText: 'Confirm payment',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await confirm.mutateAsync(order.orderId);
          (result.alreadyPaid ? modal.info : modal.success)({
            title: result.alreadyPaid ? 'Already paid' : 'Payment confirmed',
            content: result.message,
          });
        } catch (error) {
          modal.error({ title: 'Payment not confirmed', content: (error as Error).message });
        }
      },
    });

  return (
    <Button
      size="small"
      icon={<CheckCircleOutlined />}
      aria-label={`Confirm payment of ${order.orderId}`}
      onClick={ask}
    >
      Confirm payment
    </Button>
  );
}
