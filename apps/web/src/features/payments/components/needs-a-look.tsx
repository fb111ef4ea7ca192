import { formatPaise, type PaymentAttemptRow } from '@kadai/contract';
import { Badge, Button, Card, Flex, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useClearPaymentFlag } from '../api/clear-payment-flag.ts';
import { AttemptStateTags } from './attempt-state-tags.tsx';

/**
 * What finance must look at first: reversals, words the product does not know, older amounts, a
 * refused confirm. Each flag in full (it says what happened and what to do), as a card rather than
 * a table row, so it reads on a phone too; "Looked at" takes it off the list.
 */
export function NeedsALook(props: {
  attempts: readonly PaymentAttemptRow[];
  count: number;
  loading: boolean;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const clear = useClearPaymentFlag();
  return (
    <section data-testid="needs-a-look" aria-labelledby="needs-a-look-title" style={{ margin: '16px 0' }}>
      <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={3} id="needs-a-look-title" style={{ margin: 0, fontSize: 20 }}>
          Needs a look
        </Typography.Title>
        <Badge count={props.count} overflowCount={999} data-testid="flagged-count" />
      </Flex>
      {props.attempts.length === 0 ? (
        <Typography.Text type="secondary">
          {props.loading ? 'Loading…' : 'Nothing needs a look.'}
        </Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {props.attempts.map((row) => (
            <Card key={row.gatewayOrderId} size="small" data-gateway-order={row.gatewayOrderId}>
              {/* No card title: antd cuts a title short, and on a phone the ids would not fit beside the button. */}
              <Flex justify="space-between" align="start" gap={8} wrap style={{ marginBottom: 8 }}>
                <Flex vertical>
                  <Typography.Text strong>{row.orderId}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.gatewayOrderId}
                  </Typography.Text>
                </Flex>
                <Button
                  loading={clear.isPending && clear.variables === row.gatewayOrderId}
                  aria-label={`Looked at ${row.gatewayOrderId}`}
                  onClick={() =>
                    clear.mutate(row.gatewayOrderId, {
                      onSuccess: () => props.onDone(`${row.gatewayOrderId}: looked at`),
                      onError: (error) => props.onError(error.message),
                    })
                  }
                >
                  Looked at
                </Button>
              </Flex>
              <Typography.Paragraph strong style={{ marginBottom: 8 }} data-testid="flag">
                {row.flag}
              </Typography.Paragraph>
              <Flex gap={12} wrap align="center">
                <AttemptStateTags row={row} />
                <span>{formatPaise(row.amountPaise)}</span>
                <span>{row.customerName}</span>
                <Typography.Text type="secondary">{formatDateTime(row.updatedAt)}</Typography.Text>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </section>
  );
}
