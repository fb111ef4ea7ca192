import type { OutboxMessage } from '@kadai/contract';
import { useOutbox } from '../api/list-outbox.ts';
import { useSendOutboxMessage } from '../api/send-outbox-message.ts';
import { AttachmentLinks } from './attachment-links.tsx';
import { OutboxList } from './outbox-list.tsx';
import { OutboxMessageText } from './outbox-message-text.tsx';

/** Every e-mail the system wrote, newest first; a row opens to its text. */
export function MailOutbox() {
  return (
    <OutboxList<OutboxMessage>
      list={useOutbox()}
      send={useSendOutboxMessage()}
      what={[{ key: 'subject', title: 'Subject', dataIndex: 'subject' }]}
      extra={[
        { key: 'attachments', title: 'Attachments', render: (_, row) => <AttachmentLinks message={row} /> },
      ]}
      intro={{
        title: 'Every e-mail the system writes is kept here.',
        description:
          'Without an SMTP server configured (SMTP_URL), mail is not sent: it waits here, attachments ' +
          "included, for you to read and download. Once a mail server is set up, 'Send again' hands a " +
          'waiting or failed message to it. Open a row to read the message.',
      }}
      loadWhat="the outbox"
      emptyText="No mail yet"
      expanded={(row) => <OutboxMessageText messageId={row.id} />}
    />
  );
}
