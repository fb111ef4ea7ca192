import { CopyOutlined } from '@ant-design/icons';
import { type AdminOrderSummary, makePaymentLink } from '@kadai/contract';
import { Button, Tooltip } from 'antd';
import { useCopyUrl } from '../../../components/use-copy-url.tsx';

/** Copies the order's payment link, which exists once an amount is set (ordering.md §9). */
export function PaymentLinkButton({
  order,
}: {
  order: Pick<AdminOrderSummary, 'orderId' | 'amountPaise' | 'customerKey'>;
}) {
  const copyUrl = useCopyUrl();
  const url = makePaymentLink(window.location.origin, order);
  if (!url) {
    return (
      <Tooltip title="Set an amount first">
        <Button size="small" icon={<CopyOutlined />} disabled>
          Payment link
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      icon={<CopyOutlined />}
      aria-label={`Copy payment link of ${order.orderId}`}
      onClick={() => copyUrl(url)}
    >
      Payment link
    </Button>
  );
}
