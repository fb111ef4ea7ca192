import { FilePdfOutlined } from '@ant-design/icons';
import type { AdminOrderSummary } from '@kadai/contract';
import { Button, Space } from 'antd';
import { orderPdfUrl } from '../api/get-order-pdf.ts';
import { ConfirmPaymentButton } from './confirm-payment-button.tsx';
import { PaymentLinkButton } from './payment-link-button.tsx';

/** The PDF and payment link for everyone who sees the list; payment confirmation for admins. */
export function OrderActions({ order, canEdit }: { order: AdminOrderSummary; canEdit: boolean }) {
  return (
    <Space wrap size={[6, 6]}>
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
      <PaymentLinkButton order={order} />
      {canEdit && <ConfirmPaymentButton order={order} />}
    </Space>
  );
}
