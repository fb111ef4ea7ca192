import type { SmsOutboxMessage } from '@kadai/contract';
import { Descriptions, Typography } from 'antd';
import { SmsDelivery, SmsParts } from '../../../components/sms-delivery.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useSmsOutbox } from '../api/list-sms-outbox.ts';
import { useSendSmsAgain } from '../api/send-sms-again.ts';
import { OutboxList } from './outbox-list.tsx';

/**
 * Every text message the system wrote, newest first, with what its delivery report said (a sent
 * text may still have been scrubbed by DLT) and what it costs; a row opens to its whole text and ids.
 */
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
      extra={[
        {
          key: 'delivery',
          title: 'Delivery',
          render: (_, row) => (
            <SmsDelivery
              status={row.status}
              deliveryStatus={row.deliveryStatus}
              reason={row.deliveryReason}
            />
          ),
        },
        {
          key: 'parts',
          title: 'Parts',
          render: (_, row) => <SmsParts parts={row.parts} encoding={row.encoding} />,
        },
      ]}
      intro={{
        title: 'Every text message the system writes is kept here.',
        description:
          'Without an SMS provider configured (SMS_PROVIDER), customers are not texted their ' +
          'verification links at all; the e-mail still goes. A message the provider refused (a wrong ' +
          "number, a template not yet approved) is not tried again by itself: put it right, then 'Send " +
          "again'. 'Sent' means the provider took it; Delivery says what the operator reported, and why " +
          'a text was not delivered (a DLT scrub: a template or a value that does not match what is ' +
          'registered). Open a row to read the whole message.',
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
            { key: 'parts', label: 'Cost', children: <SmsParts parts={row.parts} encoding={row.encoding} /> },
            { key: 'template', label: 'Template id', children: row.templateId },
            { key: 'provider', label: "Provider's id", children: row.providerId ?? '—' },
            {
              key: 'report',
              label: 'Delivery report',
              children: row.deliveredAt
                ? `Delivered ${formatDateTime(row.deliveredAt)}`
                : (row.deliveryReason ?? (row.status === 'sent' ? 'None yet' : '—')),
            },
          ]}
        />
      )}
    />
  );
}
