import { afterAll, describe, expect, it } from 'vitest';
import { createCcavenueGateway } from '../../../ports/ccavenue-gateway.ts';
import { createMsg91Sms } from '../../../ports/msg91-sms.ts';
import { NO_SMS } from '../../../ports/sms.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startSmsCatcher } from '../../../test/sms-catcher.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { LOCAL_GATEWAY } from '../local-gateway/local-gateway-settings.ts';
import { checkGoLive } from './check-go-live.ts';

/**
 * `npm run payments:check` against the providers' stand-ins: CCAvenue's status API (the local test
 * gateway, reached over HTTP as CCAvenue would be) and MSG91 (the loopback catcher).
 */
const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const catcher = await startSmsCatcher({ authKey: 'go-live-key' });
afterAll(() => catcher.close());

const ccavenue = (accessCode: string) =>
  createCcavenueGateway({
    provider: 'ccavenue',
    merchantId: LOCAL_GATEWAY.merchantId,
    accessCode,
    workingKey: LOCAL_GATEWAY.workingKey,
    transactionUrl: `${base}${LOCAL_GATEWAY.transactionPath}`,
    statusUrl: `${base}${LOCAL_GATEWAY.statusPath}`,
  });
const settings = {
  trustProxy: true,
  confirm: 'api' as const,
  smsTemplates: { verification: '6500aa00d6fc05', invoice: '6500aa00d6fc06' },
  smsWebhook: true,
};

describe('npm run payments:check', () => {
  it('says the status API answers (no record of an unknown order) and MSG91 reports a text', async () => {
    const sms = createMsg91Sms({ authKey: 'go-live-key', baseUrl: catcher.url });
    const sent = await sms.send({
      to: '9840012345',
      templateId: '6500aa00d6fc05',
      variables: { name: 'Meena' },
    });
    const lines = await checkGoLive({
      gateway: ccavenue(LOCAL_GATEWAY.accessCode),
      gatewayOrderId: 'CH-ORDNOT0001-1-ABCD',
      sms,
      smsRequestId: sent.providerId,
      settings,
    });
    expect(lines.every((line) => line.ok)).toBe(true);
    expect(lines[0]?.text).toContain('has no record of CH-ORDNOT0001-1-ABCD');
    expect(lines.at(-1)?.text).toMatch(/MSG91 answers from this server: .+ is (delivered|pending)/);
  });

  it('says plainly when CCAvenue refuses (an unregistered IP, wrong keys) and what follows', async () => {
    const lines = await checkGoLive({
      gateway: ccavenue('NOT-THIS-ACCOUNTS-CODE'),
      gatewayOrderId: 'CH-ORDNOT0001-1-ABCD',
      sms: NO_SMS,
      settings: { ...settings, trustProxy: false },
    });
    expect(lines[0]).toMatchObject({ ok: false });
    expect(lines[0]?.text).toMatch(/CCAvenue refused the status API: .+every payment stays awaited/);
    expect(lines.find((line) => line.text.startsWith('Behind TLS'))).toMatchObject({ ok: false });
    expect(lines.at(-1)).toEqual({
      ok: false,
      text: 'Texts: no SMS provider (SMS_PROVIDER=msg91 and MSG91_AUTH_KEY); texts are not sent.',
    });
  });
});
