import type { MailStatus } from '@kadai/contract';
import { Tag } from 'antd';
import { MAIL_STATUS_LOOK } from '../utils/outbox-rules.ts';

export function MailStatusTag({ status }: { status: MailStatus }) {
  const look = MAIL_STATUS_LOOK[status];
  return <Tag color={look.colour}>{look.label}</Tag>;
}
