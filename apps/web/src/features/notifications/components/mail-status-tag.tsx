import type { MailStatus } from '@kadai/contract';
import { Tag } from 'antd';

const LOOK: Record<MailStatus, { colour: string; label: string }> = {
  sent: { colour: 'green', label: 'Sent' },
  outbox: { colour: 'gold', label: 'Waiting in outbox' },
  failed: { colour: 'red', label: 'Failed' },
  queued: { colour: 'blue', label: 'Queued' },
};

export function MailStatusTag({ status }: { status: MailStatus }) {
  const look = LOOK[status];
  return <Tag color={look.colour}>{look.label}</Tag>;
}
