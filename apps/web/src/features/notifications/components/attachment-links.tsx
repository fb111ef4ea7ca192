import { PaperClipOutlined } from '@ant-design/icons';
import type { OutboxMessage } from '@kadai/contract';
import { Flex } from 'antd';
import { outboxAttachmentUrl } from '../api/outbox-attachment-url.ts';
import { formatSize } from '../utils/outbox-rules.ts';

/** Each attachment as a download link, with its size. */
export function AttachmentLinks({ message }: { message: OutboxMessage }) {
  if (message.attachments.length === 0) return <span>None</span>;
  return (
    <Flex vertical gap={2}>
      {message.attachments.map((attachment) => (
        <a
          key={attachment.id}
          href={outboxAttachmentUrl({ messageId: message.id, attachmentId: attachment.id })}
          download={attachment.filename}
          onClick={(event) => event.stopPropagation()}
        >
          <PaperClipOutlined /> {attachment.filename} ({formatSize(attachment.size)})
        </a>
      ))}
    </Flex>
  );
}
