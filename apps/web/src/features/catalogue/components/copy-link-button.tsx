import { LinkOutlined } from '@ant-design/icons';
import type { AdminItem } from '@kadai/contract';
import { Button } from 'antd';
import { useCopyUrl } from '../../../components/use-copy-url.tsx';

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

export function CopyLinkButton(props: { item: AdminItem }) {
  const copyUrl = useCopyUrl();
  return (
    <Button
      size="small"
      type="text"
      icon={<LinkOutlined />}
      aria-label={`Copy link of ${props.item.name}`}
      onClick={() => copyUrl(itemLink(props.item))}
    >
      Copy link
    </Button>
  );
}
