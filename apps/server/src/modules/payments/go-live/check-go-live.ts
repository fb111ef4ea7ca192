import { GatewayRefusedError, type PaymentGatewayPort } from '../../../ports/payment-gateway.ts';
import type { SmsPort } from '../../../ports/sms.ts';

export interface GoLiveLine {
  ok: boolean;
  /** What works or what does not, and what to do about it, in words an operator acts on. */
  text: string;
}

/**
 * `npm run payments:check`: asks CCAvenue's status API about one known order and MSG91 about one
 * request id, and says plainly what works and what does not. Nothing is written anywhere: a
 * status query and a report query change nothing at either provider.
 */
export async function checkGoLive(options: {
  gateway: PaymentGatewayPort;
  /** A gateway order id CCAvenue knows (one from /card-payments, or a test payment's). */
  gatewayOrderId?: string | undefined;
  sms: SmsPort;
  /** A request id MSG91 gave for a text (the SMS outbox shows it). */
  smsRequestId?: string | undefined;
  settings: {
    trustProxy: boolean;
    confirm: 'api' | 'auto';
    smsTemplates: Record<string, string | undefined>;
    smsWebhook: boolean;
  };
}): Promise<GoLiveLine[]> {
  const lines: GoLiveLine[] = [];
  const { gateway, sms, settings } = options;

  if (gateway.provider !== 'ccavenue') {
    lines.push({
      ok: false,
      text: 'Card payments: no CCAvenue settings (GATEWAY_PROVIDER=ccavenue and the merchant id, access code and working key); the test gateway is in use and no money moves.',
    });
  } else if (!options.gatewayOrderId) {
    lines.push({
      ok: false,
      text: 'Card payments: give --order <gateway order id> (one CCAvenue knows, e.g. a test payment from /payment-test) to check the status API.',
    });
  } else {
    try {
      const answer = await gateway.fetchStatus(options.gatewayOrderId);
      lines.push(
        answer
          ? {
              ok: true,
              text: `Card payments: CCAvenue's status API answers from this server: ${options.gatewayOrderId} is ${answer.status} (${answer.amountPaise === null ? 'no amount' : `${answer.amountPaise} paise`}); the MAC field ${answer.merchantParam1 ? 'is there' : 'is missing (was it started here?)'}.`,
            }
          : {
              ok: true,
              text: `Card payments: CCAvenue's status API answers from this server (this IP is registered, the keys are right), but it has no record of ${options.gatewayOrderId}.`,
            },
      );
    } catch (error) {
      lines.push({
        ok: false,
        text:
          error instanceof GatewayRefusedError
            ? `Card payments: CCAvenue refused the status API: ${error.message}${error.errorCode ? ` (${error.errorCode})` : ''}. Until this server's public IP is registered with CCAvenue and the access code and working key are this account's, every payment stays awaited.`
            : `Card payments: CCAvenue's status API could not be reached: ${(error as Error).message}.`,
      });
    }
  }
  if (gateway.provider === 'ccavenue') {
    lines.push({
      ok: true,
      text:
        settings.confirm === 'api'
          ? 'Card payments: each success is confirmed through the Confirm API (CCAVENUE_CONFIRM=api); if the account confirms by itself, set CCAVENUE_CONFIRM=auto.'
          : 'Card payments: the account confirms by itself (CCAVENUE_CONFIRM=auto): each success is re-asked until it reads Shipped.',
    });
    lines.push({
      ok: settings.trustProxy,
      text: settings.trustProxy
        ? 'Behind TLS: TRUST_PROXY is set, so the redirect URL is https and client addresses are counted right.'
        : 'Behind TLS: TRUST_PROXY is not set. Behind a TLS proxy the gateway would be sent an http:// redirect URL and every client would look like the proxy: set TRUST_PROXY to its address.',
    });
  }

  if (sms.provider !== 'msg91') {
    lines.push({
      ok: false,
      text: 'Texts: no SMS provider (SMS_PROVIDER=msg91 and MSG91_AUTH_KEY); texts are not sent.',
    });
    return lines;
  }
  for (const [name, id] of Object.entries(settings.smsTemplates)) {
    lines.push(
      id
        ? { ok: true, text: `Texts: ${name} is sent as DLT template ${id}.` }
        : { ok: false, text: `Texts: ${name} has no DLT template id: those texts are refused.` },
    );
  }
  lines.push({
    ok: settings.smsWebhook,
    text: settings.smsWebhook
      ? 'Texts: delivery reports come to the webhook (MSG91_WEBHOOK_TOKEN) and are polled where they do not.'
      : 'Texts: no MSG91_WEBHOOK_TOKEN: delivery reports are only polled, later.',
  });
  if (!options.smsRequestId) {
    lines.push({
      ok: false,
      text: 'Texts: give --sms-request <request id> (from the SMS outbox) to ask MSG91 what became of one text.',
    });
    return lines;
  }
  try {
    const report = await sms.fetchReport({ requestId: options.smsRequestId });
    lines.push({
      ok: report.status === 'delivered' || report.status === 'pending',
      text: `Texts: MSG91 answers from this server: ${options.smsRequestId} is ${report.status}${report.reason ? ` (${report.reason})` : ''}.`,
    });
  } catch (error) {
    lines.push({ ok: false, text: `Texts: MSG91 could not be asked: ${(error as Error).message}.` });
  }
  return lines;
}
