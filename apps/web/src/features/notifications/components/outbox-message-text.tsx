import { Alert, Spin, Typography } from 'antd';
import { useOutboxMessage } from '../api/get-outbox-message.ts';

/** The body of one message, fetched when its row is opened. */
export function OutboxMessageText({ messageId }: { messageId: number }) {
  const message = useOutboxMessage(messageId);
  if (message.isPending) return <Spin size="small" />;
  if (message.isError) {
    return (
      <Alert type="error" showIcon title="Could not load the message" description={message.error.message} />
    );
  }
  return (
    <div>
      {message.data.error ? (
        <Alert
          type="error"
          showIcon
          title="The mail server refused it"
          description={message.data.error}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="outbox-message-text">
        {message.data.text}
      </Typography.Paragraph>
    </div>
  );
}
