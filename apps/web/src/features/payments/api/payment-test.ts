import { type GatewayForm, gatewayFormSchema, type PaymentTestRequest } from '@kadai/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The test order form's payment test: the gateway form for a test amount, recorded against no order. */
export function startPaymentTest(request: PaymentTestRequest): Promise<GatewayForm> {
  return apiRequest('/api/admin/payments/test', gatewayFormSchema.parse, { method: 'POST', body: request });
}
