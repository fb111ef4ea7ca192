import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import type { OutboxMessage } from '@kadai/contract';
import { Alert, Button, Flex, message, Table, type TableColumnsType, Typography } from 'antd';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useOutbox } from '../api/list-outbox.ts';
import { useSendOutboxMessage } from '../api/send-outbox-message.ts';
import { AttachmentLinks } from '../components/attachment-links.tsx';
import { MailStatusTag } from '../components/mail-status-tag.tsx';
import { OutboxMessageText } from '../components/outbox-message-text.tsx';

function OutboxList() {
  const outbox = useOutbox();
  const send = useSendOutboxMessage();
  const [notice, noticeHolder] = message.useMessage();

  const sendAgain = (row: OutboxMessage) =>
    send.mutate(row.id, {
      onSuccess: (queued) => notice.info(`Queued to be sent to ${queued.to}`),
      // 409: no SMTP server is configured, or the message already went; the server says which.
      onError: (error) => notice.error(error.message),
    });

  const columns: TableColumnsType<OutboxMessage> = [
    { key: 'date', title: 'Date', render: (_, row) => formatDateTime(row.createdAt) },
    { key: 'to', title: 'To', dataIndex: 'to' },
    { key: 'subject', title: 'Subject', dataIndex: 'subject' },
    { key: 'status', title: 'Status', render: (_, row) => <MailStatusTag status={row.status} /> },
    { key: 'attempts', title: 'Attempts', dataIndex: 'attempts', align: 'right' },
    {
      key: 'error',
      title: 'Last error',
      render: (_, row) =>
        row.status === 'sent' || !row.error ? null : (
          <Typography.Text type="danger" ellipsis={{ tooltip: row.error }} style={{ maxWidth: 260 }}>
            {row.error}
          </Typography.Text>
        ),
    },
    { key: 'attachments', title: 'Attachments', render: (_, row) => <AttachmentLinks message={row} /> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) =>
        row.status === 'failed' || row.status === 'outbox' ? (
          <Button
            size="small"
            icon={<SendOutlined />}
            loading={send.isPending && send.variables === row.id}
            onClick={(event) => {
              event.stopPropagation();
              sendAgain(row);
            }}
          >
            Send again
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      {noticeHolder}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Mail Outbox
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => outbox.refetch()} loading={outbox.isFetching}>
          Refresh
        </Button>
      </Flex>
      <Alert
        type="info"
        showIcon
        style={{ margin: '16px 0' }}
        title="Every e-mail the system writes is kept here."
        description={
          'Without an SMTP server configured (SMTP_URL), mail is not sent: it waits here, attachments ' +
          "included, for you to read and download. Once a mail server is set up, 'Send again' hands a " +
          'waiting or failed message to it. Open a row to read the message.'
        }
      />
      {outbox.isError ? (
        <LoadError what="the outbox" error={outbox.error} onRetry={() => outbox.refetch()} />
      ) : (
        <Table<OutboxMessage>
          rowKey="id"
          size="middle"
          loading={outbox.isPending}
          columns={columns}
          dataSource={outbox.data ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          expandable={{
            expandRowByClick: true,
            expandedRowRender: (row) => <OutboxMessageText messageId={row.id} />,
          }}
          locale={{ emptyText: 'No mail yet' }}
        />
      )}
    </>
  );
}

/** /outbox: the mail the system wrote, for admins. */
export function OutboxPage() {
  return <OutboxList />;
}
