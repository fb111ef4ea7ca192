import { ReloadOutlined } from '@ant-design/icons';
import {
  formatPaise,
  PAYMENT_ATTEMPT_STATE_LABELS,
  PAYMENT_ATTEMPT_STATES,
  type PaymentAttemptRow,
  type PaymentAttemptState,
} from '@kadai/contract';
import { Alert, Button, Flex, message, Select, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { useCardPayments } from '../api/card-payments-admin.ts';
import { AttemptsTable } from '../components/attempts-table.tsx';
import { GatewayRefundsTable } from '../components/gateway-refunds-table.tsx';
import { NeedsALook } from '../components/needs-a-look.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { RefundTasksTable } from '../components/refund-tasks-table.tsx';

/**
 * /card-payments (finance): what needs a look first (reversals, unknown words, older amounts),
 * every trip to the card gateway by state with "Ask the gateway now" and Refund, the money still
 * awaiting the gateway's answer, the refunds owed (orders paid twice, older amounts) and those
 * made through the gateway.
 */
export function CardPaymentsPage() {
  const [state, setState] = useState<PaymentAttemptState | undefined>(undefined);
  const payments = useCardPayments({ state });
  const flagged = useCardPayments({ flagged: true });
  const user = useSignedUser();
  const [refunding, setRefunding] = useState<PaymentAttemptRow | null>(null);
  const [notice, noticeHolder] = message.useMessage();
  const done = (text: string) => void notice.success(text);
  const failed = (text: string) => void notice.error(text);
  const refunds = payments.data?.refunds ?? [];
  const openRefunds = refunds.filter((r) => r.state === 'open');
  const gatewayRefunds = payments.data?.gatewayRefunds ?? [];

  return (
    <>
      {noticeHolder}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Card payments
        </Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            void payments.refetch();
            void flagged.refetch();
          }}
          loading={payments.isFetching}
        >
          Refresh
        </Button>
      </Flex>
      {payments.isError ? (
        <LoadError what="the card payments" error={payments.error} onRetry={() => payments.refetch()} />
      ) : (
        <>
          <Flex gap={32} wrap style={{ margin: '16px 0' }}>
            <Statistic
              title="Awaiting the gateway’s answer"
              value={formatPaise(payments.data?.awaitingPaise ?? 0)}
              suffix={<span data-testid="awaiting-count">({payments.data?.awaitingCount ?? 0})</span>}
            />
            <Statistic title="Refunds to make" value={openRefunds.length} />
          </Flex>
          {flagged.isError ? (
            <LoadError what="what needs a look" error={flagged.error} onRetry={() => flagged.refetch()} />
          ) : (
            <NeedsALook
              attempts={flagged.data?.attempts ?? []}
              count={flagged.data?.flaggedCount ?? payments.data?.flaggedCount ?? 0}
              loading={flagged.isPending}
              onDone={done}
              onError={failed}
            />
          )}
          {openRefunds.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                openRefunds.some((r) => r.kind === 'paid twice')
                  ? 'Some orders were paid twice.'
                  : 'Some payments were of an amount the order no longer had.'
              }
              description="Refund each payment with its Refund button below: the refund task closes by itself. Refunded in the gateway’s dashboard instead? Mark it refunded here."
            />
          ) : null}
          {refunds.length > 0 ? (
            <>
              <Typography.Title level={3} style={{ fontSize: 20 }}>
                Refunds
              </Typography.Title>
              <RefundTasksTable
                refunds={refunds}
                canMarkDone={user.data?.role === 'admin'}
                onDone={done}
                onError={failed}
              />
            </>
          ) : null}
          <Flex justify="space-between" align="center" gap={12} wrap style={{ margin: '16px 0 8px' }}>
            <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
              Attempts
            </Typography.Title>
            <Select<PaymentAttemptState | 'all'>
              aria-label="State"
              style={{ minWidth: 180 }}
              value={state ?? 'all'}
              onChange={(value) => setState(value === 'all' ? undefined : value)}
              options={[
                { value: 'all', label: 'Every state' },
                ...PAYMENT_ATTEMPT_STATES.map((s) => ({ value: s, label: PAYMENT_ATTEMPT_STATE_LABELS[s] })),
              ]}
            />
          </Flex>
          <AttemptsTable
            attempts={payments.data?.attempts ?? []}
            loading={payments.isPending}
            onRefund={setRefunding}
            onDone={done}
            onError={failed}
          />
          <Typography.Title level={3} style={{ margin: '24px 0 8px', fontSize: 20 }}>
            Refunds through the gateway
          </Typography.Title>
          <GatewayRefundsTable refunds={gatewayRefunds} />
        </>
      )}
      {refunding ? <RefundDialog attempt={refunding} onClose={() => setRefunding(null)} /> : null}
    </>
  );
}
