import { describeSmsParts, type MailStatus, type SmsDeliveryStatus, type SmsEncoding } from '@kadai/contract';
import { Flex, Tag, Typography } from 'antd';

const LOOK: Record<SmsDeliveryStatus | 'awaited', { colour: string; label: string }> = {
  awaited: { colour: 'default', label: 'Awaiting report' },
  delivered: { colour: 'green', label: 'Delivered' },
  failed: { colour: 'red', label: 'Not delivered' },
  unknown: { colour: 'gold', label: 'No report' },
};

/**
 * What reached the phone: 'Sent' says only that the provider took a text (MSG91 answers before DLT
 * scrubs it), so a sent text shows its delivery report, and a failure its reason.
 */
export function SmsDelivery(props: {
  status: MailStatus;
  deliveryStatus: SmsDeliveryStatus | null;
  reason: string | null;
}) {
  if (props.status !== 'sent') return null;
  const look = LOOK[props.deliveryStatus ?? 'awaited'];
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={look.colour}>{look.label}</Tag>
      {props.deliveryStatus === 'failed' && props.reason && (
        <Typography.Text type="danger" ellipsis={{ tooltip: props.reason }} style={{ maxWidth: 260 }}>
          {props.reason}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** "2 SMS parts (Unicode)": what a text costs, for the person who sends it. */
export function SmsParts(props: { parts: number; encoding: SmsEncoding }) {
  return <Typography.Text type="secondary">{describeSmsParts(props)}</Typography.Text>;
}
