import type { SmsOutboxMessage } from '@kadai/contract';
import { Descriptions, Typography } from 'antd';
import { useSmsOutbox } from '../api/list-sms-outbox.ts';
import { useSendSmsAgain } from '../api/send-sms-again.ts';
import { OutboxList } from './outbox-list.tsx';

/** Every text message the system wrote, newest first; a row opens to its whole text and ids. */
export function SmsOutbox() {
  return (
    <OutboxList<SmsOutboxMessage>
      list={useSmsOutbox()}
      send={useSendSmsAgain()}
      what={[
        {
          key: 'preview',
          title: 'Message',
          render: (_, row) => (
            <Typography.Text ellipsis={{ tooltip: row.preview }} style={{ maxWidth: 360 }}>
              {row.preview}
            </Typography.Text>
          ),
        },
      ]}
      intro={{
        title: 'Every text message the system writes is kept here.',
        description:
          'Without an SMS provider configured (SMS_PROVIDER), customers are not texted their ' +
          'verification links at all; the e-mail still goes. A message the provider refused (a wrong ' +
          "number, a template not yet approved) is not tried again by itself: put it right, then 'Send " +
          "again'. Open a row to read the whole message.",
      }}
      loadWhat="the text messages"
      emptyText="No text messages yet"
      expanded={(row) => (
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'text',
              label: 'Text',
              children: (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="sms-text">
                  {row.preview}
                </Typography.Paragraph>
              ),
            },
            { key: 'template', label: 'Template id', children: row.templateId },
            { key: 'provider', label: "Provider's id", children: row.providerId ?? '—' },
          ]}
        />
      )}
    />
  );
}
