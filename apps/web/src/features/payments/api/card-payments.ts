import {
  type GatewayForm,
  gatewayFormSchema,
  type OrderPayment,
  orderPaymentSchema,
  type StartPaymentRequest,
} from '@kadai/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** A new payment attempt for the order: the encrypted form to post to the gateway. */
export function startPayment(request: StartPaymentRequest): Promise<GatewayForm> {
  return apiRequest('/api/payments/attempts', gatewayFormSchema.parse, { method: 'POST', body: request });
}

const orderPath = (orderId: string) => `/api/payments/orders/${encodeURIComponent(orderId)}`;

export function getOrderPayment(options: { orderId: string; key: string }): Promise<OrderPayment> {
  return apiRequest(
    `${orderPath(options.orderId)}?key=${encodeURIComponent(options.key)}`,
    orderPaymentSchema.parse,
  );
}

/** Asks the server to ask the gateway again (a POST: it may pay the order). */
export function checkOrderPayment(options: { orderId: string; key: string }): Promise<OrderPayment> {
  return apiRequest(`${orderPath(options.orderId)}/check`, orderPaymentSchema.parse, {
    method: 'POST',
    body: { key: options.key },
  });
}

/**
 * Posts the gateway's form as a page navigation, the way CCAvenue expects it: a real form with the
 * hidden fields, submitted by script (the app's own script: the CSP allows no inline one).
 */
export function submitGatewayForm(form: GatewayForm): void {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}

/** Starts an attempt and leaves for the gateway. */
export async function payOrder(order: { orderId: string; key: string }): Promise<void> {
  submitGatewayForm(await startPayment(order));
}
