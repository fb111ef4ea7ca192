import { CheckCircleOutlined, CopyOutlined, FilePdfOutlined } from '@ant-design/icons';
import { type AdminOrderSummary, makeVerificationLink, PAYMENT_STATUS } from '@kadai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useCopyUrl } from '../../../components/use-copy-url.tsx';
import { ConfirmPaymentButton, PaymentLinkButton } from '../../payments/index.ts';
import { orderPdfUrl } from '../api/get-order-pdf.ts';
import { adminOrdersQueryKey } from '../api/list-admin-orders.ts';

/**
 * The PDF, the payment link and the customer's verification link for everyone who sees the list
 * (a verified order says so); payment confirmation for admins. `compact` (a table row): the buttons
 * show their icons, their names on hover and to screen readers (order-admin.css).
 */
export function OrderActions({
  order,
  canEdit,
  compact = false,
}: {
  order: AdminOrderSummary;
  canEdit: boolean;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const copyUrl = useCopyUrl();
  return (
    <Space wrap size={compact ? [2, 2] : [6, 6]} className={compact ? 'order-actions--compact' : undefined}>
      <span title={compact ? 'PDF' : undefined}>
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          href={orderPdfUrl(order.orderId)}
          target="_blank"
          rel="noopener"
          aria-label={`PDF of ${order.orderId}`}
        >
          PDF
        </Button>
      </span>
      <span title={compact ? 'Payment link' : undefined}>
        <PaymentLinkButton order={order} />
      </span>
      <span title={compact ? 'Verification link' : undefined}>
        <Button
          size="small"
          icon={<CopyOutlined />}
          aria-label={`Copy verification link of ${order.orderId}`}
          onClick={() => copyUrl(makeVerificationLink(window.location.origin, order))}
        >
          Verification link
        </Button>
      </span>
      {order.verified && (
        // The customer's overall comment is the first thing an admin wants of a verified order.
        <Tooltip title={order.overallComment ? `“${order.overallComment}”` : 'No overall comment'}>
          <Tag color="success" icon={<CheckCircleOutlined />} tabIndex={0}>
            Verified{order.overallComment ? ': ' : ''}
            {order.overallComment && <span className="order-overall-comment">{order.overallComment}</span>}
          </Tag>
        </Tooltip>
      )}
      {canEdit && order.paymentStatus !== PAYMENT_STATUS.paid && (
        <span title={compact ? 'Confirm payment' : undefined}>
          <ConfirmPaymentButton
            order={order}
            // A paid order leaves the unpaid list and shows who confirmed it in its history.
            onConfirmed={() => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey })}
          />
        </span>
      )}
    </Space>
  );
}
