import { FilePdfOutlined } from '@ant-design/icons';
import type { AdminOrderSummary } from '@kadai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { ConfirmPaymentButton, PaymentLinkButton } from '../../payments/index.ts';
import { orderPdfUrl } from '../api/get-order-pdf.ts';
import { adminOrdersQueryKey } from '../api/list-admin-orders.ts';

/** The PDF and payment link for everyone who sees the list; payment confirmation for admins. */
export function OrderActions({ order, canEdit }: { order: AdminOrderSummary; canEdit: boolean }) {
  const queryClient = useQueryClient();
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
      {canEdit && (
        <ConfirmPaymentButton
          order={order}
          // A paid order leaves the unpaid list and shows who confirmed it in its history.
          onConfirmed={() => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey })}
        />
      )}
    </Space>
  );
}
