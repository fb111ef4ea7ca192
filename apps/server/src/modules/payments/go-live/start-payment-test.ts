import { randomBytes } from 'node:crypto';
import type { GatewayForm, PaymentTestRequest, SignedUser } from '@kadai/contract';
import type { GatewayAnswer, PaymentGatewayPort } from '../../../ports/payment-gateway.ts';

export const TEST_RETURN_PATH = '/api/payments/test/return';

/**
 * The test order form's payment test (ordering.md §2.4): an admin sends a small amount through the
 * gateway to see it work end to end. Nothing is recorded against an order: the gateway order id is
 * 'TEST-' + the test's order id + a random suffix (the gateway refuses an id it has seen), and the
 * answer comes back to TEST_RETURN_PATH, which only shows it.
 */
export function startPaymentTest(options: {
  gateway: PaymentGatewayPort;
  request: PaymentTestRequest;
  user: Pick<SignedUser, 'displayName'>;
  origin: string;
}): GatewayForm {
  const { gateway, request } = options;
  const gatewayOrderId = `TEST-${request.orderId}-${randomBytes(4).toString('hex')}`;
  const form = gateway.paymentForm({
    gatewayOrderId,
    amountPaise: request.amountPaise,
    redirectUrl: `${options.origin}${TEST_RETURN_PATH}`,
    cancelUrl: `${options.origin}${TEST_RETURN_PATH}`,
    billing: { name: options.user.displayName, email: '', phone: '' },
    merchantParam1: 'payment-test',
  });
  return {
    ...form,
    gatewayOrderId,
    amountPaise: request.amountPaise,
    testGateway: gateway.provider !== 'ccavenue',
  };
}

/** Where the payment test's answer is shown: what decrypted, or that nothing did. */
export function paymentTestResultPath(gateway: PaymentGatewayPort, encResp: string): string {
  let answer: GatewayAnswer;
  try {
    answer = gateway.readCallback(encResp);
  } catch {
    return '/payment-test?result=unreadable';
  }
  if (!answer.gatewayOrderId.startsWith('TEST-')) return '/payment-test?result=unreadable';
  const params = new URLSearchParams({
    result: answer.raw.order_status ?? answer.outcome,
    order: answer.gatewayOrderId,
    amount: answer.raw.amount ?? '',
    tracking: answer.trackingId ?? '',
  });
  return `/payment-test?${params}`;
}
