import { SendOutlined } from '@ant-design/icons';
import type { MailStatus } from '@kadai/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, message, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { CardTable } from '../../../components/row-cards.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { canSendAgain, lastErrorShown } from '../utils/outbox-rules.ts';
import { MailStatusTag } from './mail-status-tag.tsx';

/** What every outbox row has, e-mail or SMS. */
export interface OutboxRow {
  id: number;
  to: string;
  status: MailStatus;
  createdAt: string;
  attempts: number;
  error: string | null;
}

/**
 * One outbox (e-mail or SMS), newest first: when and to whom, what the message is (`what`,
 * `extra`), its status, attempts and last error, and Send again for a failed or waiting one, whose
 * answer (or the server's refusal) is shown as a notice. A row opens to `expanded`.
 */
export function OutboxList<T extends OutboxRow>(props: {
  list: UseQueryResult<T[]>;
  send: UseMutationResult<{ to: string }, Error, number>;
  what: TableColumnsType<T>;
  extra?: TableColumnsType<T>;
  intro: { title: string; description: string };
  /** The list's name in a load error: "Could not load …". */
  loadWhat: string;
  emptyText: string;
  expanded: (row: T) => ReactNode;
}) {
  const { list, send } = props;
  const [notice, noticeHolder] = message.useMessage();
  const sendAgain = (row: T) =>
    send.mutate(row.id, {
      onSuccess: (queued) => notice.info(`Queued to be sent to ${queued.to}`),
      // 409: nothing is configured to send it, or it already went; the server says which.
      onError: (error) => notice.error(error.message),
    });

  const columns: TableColumnsType<T> = [
    { key: 'date', title: 'Date', render: (_, row) => formatDateTime(row.createdAt) },
    { key: 'to', title: 'To', dataIndex: 'to' },
    ...props.what,
    { key: 'status', title: 'Status', render: (_, row) => <MailStatusTag status={row.status} /> },
    { key: 'attempts', title: 'Attempts', dataIndex: 'attempts', align: 'right' },
    {
      key: 'error',
      title: 'Last error',
      render: (_, row) => {
        const error = lastErrorShown(row);
        return error === null ? null : (
          <Typography.Text type="danger" ellipsis={{ tooltip: error }} style={{ maxWidth: 260 }}>
            {error}
          </Typography.Text>
        );
      },
    },
    ...(props.extra ?? []),
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) =>
        canSendAgain(row.status) ? (
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
      <Alert
        type="info"
        showIcon
        style={{ margin: '16px 0' }}
        title={props.intro.title}
        description={props.intro.description}
      />
      {list.isError ? (
        <LoadError what={props.loadWhat} error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <CardTable<T>
          cardTitle="to"
          cardFooter={['actions']}
          rowKey="id"
          size="middle"
          loading={list.isPending}
          columns={columns}
          dataSource={list.data ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          expandable={{ expandRowByClick: true, expandedRowRender: props.expanded }}
          locale={{ emptyText: props.emptyText }}
        />
      )}
    </>
  );
}
