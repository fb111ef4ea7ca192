import { CopyOutlined } from '@ant-design/icons';
import { type AdminOrderSummary, makePaymentLink } from '@kadai/contract';
import { App, Button, Tooltip } from 'antd';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain HTTP on a shop's LAN is not a secure context): the older way.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Copies the order's payment link, which exists once an amount is set (ordering.md §9). */
export function PaymentLinkButton({ order }: { order: Pick<AdminOrderSummary, 'orderId' | 'amount'> }) {
  const { message } = App.useApp();
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
      onClick={async () => {
        if (await copyText(url)) message.info(`URL copied ${url}`);
        else message.warning(`Could not copy; the link is ${url}`);
      }}
    >
      Payment link
    </Button>
  );
}
