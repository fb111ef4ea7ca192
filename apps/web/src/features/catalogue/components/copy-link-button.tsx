import { LinkOutlined } from '@ant-design/icons';
import type { AdminItem } from '@kadai/contract';
import { App, Button } from 'antd';

/**
 * The link to share for an item. The order form has no per-item address (it opens at / and the
 * customer searches there), so the item's own picture is the one link that is the item's; without
 * one, the order form itself.
 */
export function itemLink(item: Pick<AdminItem, 'thumbnail'>, origin = window.location.origin): string {
  if (item.thumbnail) {
    try {
      return new URL(item.thumbnail, origin).href;
    } catch {
      // A thumbnail that is not a URL is no link to share.
    }
  }
  return `${origin}/`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain http on a LAN address) or no permission: the old way still works there.
    const box = document.createElement('textarea');
    box.value = text;
    box.setAttribute('readonly', '');
    box.style.position = 'fixed';
    box.style.opacity = '0';
    document.body.append(box);
    box.select();
    const copied = document.execCommand('copy');
    box.remove();
    return copied;
  }
}

export function CopyLinkButton(props: { item: AdminItem }) {
  const { message } = App.useApp();
  return (
    <Button
      size="small"
      type="text"
      icon={<LinkOutlined />}
      aria-label={`Copy link of ${props.item.name}`}
      onClick={async () => {
        const url = itemLink(props.item);
        if (await copyText(url)) message.info(`URL copied ${url}`);
        else message.warning(`Could not copy. The link is ${url}`);
      }}
    >
      Copy link
    </Button>
  );
}
