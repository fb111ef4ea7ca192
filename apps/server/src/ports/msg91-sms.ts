import { SmsError, type SmsMessage, type SmsPort } from './sms.ts';

export interface Msg91Settings {
  authKey: string;
  /** https://control.msg91.com, or a loopback stand-in speaking the same protocol in tests. */
  baseUrl: string;
  /** Give up on a request that takes longer. */
  timeoutMs?: number;
}

/**
 * MSG91's Flow API (POST /api/v5/flow/): the `authkey` header, a DLT template id, and one
 * recipient with the template's variables; it answers `{ type: 'success', message: <request id> }`
 * or `{ type: 'error', message }`.
 */
export function createMsg91Sms(settings: Msg91Settings): SmsPort {
  const url = new URL('/api/v5/flow/', settings.baseUrl);
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
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsError(`MSG91 could not be reached: ${(error as Error).message}`, true);
      }
      const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (res.ok && body?.type === 'success' && body.message) return { providerId: body.message };
      const reason = body?.message ?? `HTTP ${res.status}`;
      // 5xx and 429 may pass later; anything else (bad key, unknown template) will not.
      throw new SmsError(`MSG91 refused the message: ${reason}`, res.status >= 500 || res.status === 429);
    },
  };
}
