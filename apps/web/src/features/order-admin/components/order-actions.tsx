import { CheckCircleOutlined, CopyOutlined, FilePdfOutlined } from '@ant-design/icons';
import { type AdminOrderSummary, makeVerificationLink, PAYMENT_STATUS } from '@kadai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ActionButton } from '../../../components/action-button.tsx';
import { useCopyUrl } from '../../../components/use-copy-url.tsx';
import { ConfirmPaymentButton, PaymentLinkButton } from '../../payments/staff.ts';
import { orderPdfUrl } from '../api/get-order-pdf.ts';
import { adminOrdersQueryKey } from '../api/list-admin-orders.ts';

/**
 * The PDF, the payment link and the customer's verification link for everyone who sees the list
 * (a verified order says so); payment confirmation for admins. `compact` (a table row): the buttons
 * show their icons, their names on hover and to screen readers (order-admin.css). Plain markup, not
 * antd's Button, Tag and Tooltip: a screen of the list draws some twenty rows of these at once.
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
    <div className={compact ? 'order-actions order-actions--compact' : 'order-actions'}>
      <a
        className="k-button k-button--default k-button--small"
        href={orderPdfUrl(order.orderId)}
        target="_blank"
        rel="noopener"
        aria-label={`PDF of ${order.orderId}`}
        title={compact ? 'PDF' : undefined}
      >
        <FilePdfOutlined />
        <span>PDF</span>
      </a>
      <PaymentLinkButton order={order} />
      <ActionButton
        size="small"
        aria-label={`Copy verification link of ${order.orderId}`}
        title={compact ? 'Verification link' : undefined}
        onClick={() => copyUrl(makeVerificationLink(window.location.origin, order))}
      >
        <CopyOutlined />
        <span>Verification link</span>
      </ActionButton>
      {order.verified && (
        // The customer's overall comment is the first thing an admin wants of a verified order.
        <span
          className="order-tag order-tag--success"
          title={order.overallComment ? `“${order.overallComment}”` : 'No overall comment'}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the comment is read on focus, as on hover
          tabIndex={0}
        >
          <CheckCircleOutlined /> Verified{order.overallComment ? ': ' : ''}
          {order.overallComment && <span className="order-overall-comment">{order.overallComment}</span>}
        </span>
      )}
      {canEdit && order.paymentStatus !== PAYMENT_STATUS.paid && (
        <ConfirmPaymentButton
          order={order}
          // A paid order leaves the unpaid list and shows who confirmed it in its history.
          onConfirmed={() => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey })}
        />
      )}
    </div>
  );
}
