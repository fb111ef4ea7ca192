import { createCcavenueGateway } from '../../ports/ccavenue-gateway.ts';
import type { GatewaySettings, PaymentGatewayPort } from '../../ports/payment-gateway.ts';
import { LOCAL_GATEWAY } from './local-gateway/local-gateway-settings.ts';

/** The status URL the local gateway's adapter is given; `localFetch` decides where it really goes. */
const LOCAL_STATUS_URL = `http://local-test-gateway${LOCAL_GATEWAY.statusPath}`;

/**
 * The card gateway the settings choose: CCAvenue with the merchant's credentials, or, without them,
 * the same adapter pointed at the product's own test gateway (local-gateway/routes.ts). Switching
 * to the real one is settings only. `localFetch` carries the status API's calls to the local
 * gateway: into the app itself (app.inject) in the server, over HTTP from a separate worker.
 */
export function createPaymentGateway(
  settings: GatewaySettings,
  options: { localFetch: (path: string, init: RequestInit) => Promise<Response> },
): PaymentGatewayPort {
  const confirmMode = settings.confirm ?? 'api';
  if (settings.provider === 'ccavenue') return { ...createCcavenueGateway(settings), confirmMode };
  const local = createCcavenueGateway({
    provider: 'none',
    merchantId: LOCAL_GATEWAY.merchantId,
    accessCode: LOCAL_GATEWAY.accessCode,
    workingKey: LOCAL_GATEWAY.workingKey,
    transactionUrl: LOCAL_GATEWAY.transactionPath,
    statusUrl: LOCAL_STATUS_URL,
    fetch: async (input, init) => options.localFetch(new URL(String(input)).pathname, init ?? {}),
  });
  return { ...local, confirmMode };
}

/** The settings of a product without a card gateway of its own: the local test gateway. */
export const NO_GATEWAY: GatewaySettings = {
  provider: 'none',
  transactionUrl: LOCAL_GATEWAY.transactionPath,
  statusUrl: LOCAL_STATUS_URL,
};
