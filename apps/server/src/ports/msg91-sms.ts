import { businessDay } from '@kadai/contract';
import { readMsg91Logs } from './msg91-reports.ts';
import { SmsError, type SmsMessage, type SmsPort } from './sms.ts';

export interface Msg91Settings {
  authKey: string;
  /** https://control.msg91.com, or a loopback stand-in speaking the same protocol in tests. */
  baseUrl: string;
  /** Give up on a request that takes longer. */
  timeoutMs?: number;
}

/** MSG91 keeps a message's log for a few days: ask about the days from its sending to today. */
const LOOK_BACK_MS = 2 * 86_400_000;

/** A failure to reach MSG91, or its refusal: 5xx and 429 may pass later; anything else will not. */
async function refusal(res: Response, what: string): Promise<SmsError> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  const reason = typeof body?.message === 'string' ? body.message : `HTTP ${res.status}`;
  return new SmsError(`MSG91 refused ${what}: ${reason}`, res.status >= 500 || res.status === 429);
}

/**
 * MSG91's Flow API (POST /api/v5/flow/): the `authkey` header, a DLT template id, and one
 * recipient with the template's variables; it answers `{ type: 'success', message: <request id> }`
 * or `{ type: 'error', message }`. That answer comes before DLT scrubbing: what reached the phone
 * is in the delivery report, pushed to the webhook (msg91-reports.ts) or asked for here with
 * `fetchReport`, through the logs API: POST /api/v5/report/logs/p/sms?requestId=…&startDate=
 * YYYY-MM-DD&endDate=YYYY-MM-DD (dates in India's time), answering `{ data: [{ status:
 * 'Delivered' | 'Failed' | …, failureReason, telNum, … }] }`. That API's shape is taken from
 * MSG91's report documentation and integrations of it, not from a live account: check it against
 * one before relying on the poll alone (the webhook's formats are MSG91's published ones).
 */
export function createMsg91Sms(settings: Msg91Settings): SmsPort {
  const url = new URL('/api/v5/flow/', settings.baseUrl);
  const timeout = () => AbortSignal.timeout(settings.timeoutMs ?? 10_000);
  return {
    provider: 'msg91',
    async send(message: SmsMessage) {
      if (!/^[6-9]\d{9}$/.test(message.to))
        throw new SmsError(`Not an Indian mobile number: ${message.to}`, false);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authkey: settings.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            template_id: message.templateId,
            short_url: '0',
            recipients: [{ mobiles: `91${message.to}`, ...message.variables }],
          }),
          signal: timeout(),
        });
      } catch (error) {
        throw new SmsError(`MSG91 could not be reached: ${(error as Error).message}`, true);
      }
      if (!res.ok) throw await refusal(res, 'the message');
      const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (body?.type === 'success' && body.message) return { providerId: body.message };
      throw new SmsError(`MSG91 refused the message: ${body?.message ?? `HTTP ${res.status}`}`, false);
    },

    async fetchReport({ requestId, sentAt }) {
      const now = new Date();
      const logs = new URL('/api/v5/report/logs/p/sms', settings.baseUrl);
      logs.searchParams.set('requestId', requestId);
      logs.searchParams.set('startDate', businessDay(sentAt ?? new Date(now.getTime() - LOOK_BACK_MS)));
      logs.searchParams.set('endDate', businessDay(now));
      let res: Response;
      try {
        res = await fetch(logs, {
          method: 'POST',
          headers: { authkey: settings.authKey, accept: 'application/json' },
          signal: timeout(),
        });
      } catch (error) {
        throw new SmsError(`MSG91 could not be reached: ${(error as Error).message}`, true);
      }
      if (!res.ok) throw await refusal(res, 'the report query');
      const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (body?.type === 'error')
        throw new SmsError(`MSG91 refused the report query: ${body.message}`, false);
      return readMsg91Logs(body, requestId);
    },
  };
}
