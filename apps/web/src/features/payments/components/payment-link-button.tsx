import { CopyOutlined } from '@ant-design/icons';
import { type AdminOrderSummary, makePaymentLink } from '@kadai/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { useCopyUrl } from '../../../components/use-copy-url.tsx';

/**
 * Copies the order's payment link, which exists once an amount is set (ordering.md §9). Plain
 * markup (a row of the order lists draws several of these), the reason it is off on hover.
 */
export function PaymentLinkButton({
  order,
}: {
  order: Pick<AdminOrderSummary, 'orderId' | 'amountPaise' | 'customerKey'>;
}) {
  const copyUrl = useCopyUrl();
  const url = makePaymentLink(window.location.origin, order);
  return (
    <ActionButton
      size="small"
      disabled={!url}
      title={url ? 'Payment link' : 'Set an amount first'}
      aria-label={`Copy payment link of ${order.orderId}`}
      onClick={() => url && void copyUrl(url)}
    >
      <CopyOutlined />
      <span>Payment link</span>
    </ActionButton>
  );
}
