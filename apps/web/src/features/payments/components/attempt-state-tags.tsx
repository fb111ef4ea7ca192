import {
  PAYMENT_ATTEMPT_STATE_LABELS,
  type PaymentAttemptRow,
  type PaymentAttemptState,
} from '@kadai/contract';
import { Flex, Tag, Typography } from 'antd';
import { attemptFlags } from '../utils/attempt-flags.ts';

/** Money lost or at risk reads red; money given back by us reads apart from a plain failure. */
export const ATTEMPT_STATE_COLOURS: Record<PaymentAttemptState, string> = {
  created: 'default',
  redirected: 'blue',
  awaited: 'gold',
  success: 'green',
  failure: 'volcano',
  aborted: 'default',
  invalid: 'magenta',
  reversed: 'red',
  refunded: 'purple',
};

export function AttemptStateTag({ state }: { state: PaymentAttemptState }) {
  return <Tag color={ATTEMPT_STATE_COLOURS[state]}>{PAYMENT_ATTEMPT_STATE_LABELS[state]}</Tag>;
}

/**
 * An attempt's state in finance's words, what else is true of it (paid twice, an older amount,
 * confirmed at the gateway, still being asked), and the gateway's own word as last read, small:
 * the word to quote when calling the gateway.
 */
export function AttemptStateTags({ row }: { row: PaymentAttemptRow }) {
  return (
    <Flex vertical gap={2} align="start">
      <Flex gap={4} wrap>
        <AttemptStateTag state={row.state} />
        {attemptFlags(row).map((flag) => (
          <Tag key={flag.label} color={flag.colour}>
            {flag.label}
          </Tag>
        ))}
      </Flex>
      {row.gatewayStatus ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="gateway-status">
          Gateway: {row.gatewayStatus}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
