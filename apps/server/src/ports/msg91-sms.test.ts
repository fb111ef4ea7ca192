import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createSmsPort, toSettings } from '../settings.ts';
import { startSmsCatcher } from '../test/sms-catcher.ts';
import { readMsg91Webhook } from './msg91-reports.ts';
import { createMsg91Sms } from './msg91-sms.ts';
import { SmsError } from './sms.ts';

const catcher = await startSmsCatcher({ authKey: 'test-auth-key' });
afterAll(() => catcher.close());
const sms = createMsg91Sms({ authKey: 'test-auth-key', baseUrl: catcher.url });

describe('the MSG91 SMS adapter against a loopback stand-in', () => {
  it('sends a DLT template with its variables to the number with the country code', async () => {
    const { providerId } = await sms.send({
      to: '9840012345',
      templateId: '65f0c0ffee',
      variables: { name: 'மீனா', amount: '₹1,250.50', link: 'https://kadai.local/p/ORDMEE0001' },
    });
    expect(providerId).toBe('req-1');
    expect(catcher.received[0]).toEqual({
      authkey: 'test-auth-key',
      body: {
        template_id: '65f0c0ffee',
        short_url: '0',
        recipients: [
          {
            mobiles: '919840012345',
            name: 'மீனா',
            amount: '₹1,250.50',
            link: 'https://kadai.local/p/ORDMEE0001',
          },
        ],
      },
    });
  });

  it('says whether a failure may pass on a retry: a busy provider may, a refusal never will', async () => {
    catcher.failNext({ status: 503, body: { type: 'error', message: 'Service unavailable' } });
    const busy = await sms
      .send({ to: '9840012345', templateId: 't', variables: {} })
      .catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(SmsError);
    expect(busy).toMatchObject({
      retryable: true,
      message: 'MSG91 refused the message: Service unavailable',
    });

    catcher.failNext({ status: 400, body: { type: 'error', message: 'Template not approved' } });
    const refused = await sms
      .send({ to: '9840012345', templateId: 't', variables: {} })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      retryable: false,
      message: 'MSG91 refused the message: Template not approved',
    });

    const wrongKey = createMsg91Sms({ authKey: 'wrong', baseUrl: catcher.url });
    await expect(wrongKey.send({ to: '9840012345', templateId: 't', variables: {} })).rejects.toMatchObject({
      retryable: false,
    });
    await expect(sms.send({ to: '12345', templateId: 't', variables: {} })).rejects.toThrow(
      'Not an Indian mobile number: 12345',
    );
    const down = createMsg91Sms({ authKey: 'k', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(down.send({ to: '9840012345', templateId: 't', variables: {} })).rejects.toMatchObject({
      retryable: true,
    });
  });
});

describe('asking MSG91 what became of a message (the logs API)', () => {
  it('says delivered, or failed with DLT’s reason for a variable over 30 characters, or unknown', async () => {
    const fine = await sms.send({
      to: '9840012345',
      templateId: 't',
      variables: { name: 'Meena', code: 'a7Kq2ZpX9c' },
    });
    expect(await sms.fetchReport({ requestId: fine.providerId })).toMatchObject({
      status: 'delivered',
      reason: null,
      payload: { requestId: fine.providerId, status: 'Delivered' },
    });
    // MSG91 answers with a request id before DLT scrubs the text: only the report says so.
    const long = await sms.send({
      to: '9840012345',
      templateId: 't',
      variables: { link: 'https://kadai.local/customerorderverification/ORDMEE0001' },
    });
    expect(long.providerId).toMatch(/^req-/);
    expect(await sms.fetchReport({ requestId: long.providerId, sentAt: new Date() })).toMatchObject({
      status: 'failed',
      reason: 'Rejected: TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH',
    });
    expect(await sms.fetchReport({ requestId: 'never-sent' })).toMatchObject({
      status: 'unknown',
      reason: null,
    });

    catcher.withholdReports(true);
    expect(await sms.fetchReport({ requestId: fine.providerId })).toMatchObject({
      status: 'pending',
      reason: 'Sent',
    });
    catcher.withholdReports(false);
    const wrongKey = createMsg91Sms({ authKey: 'wrong', baseUrl: catcher.url });
    await expect(wrongKey.fetchReport({ requestId: fine.providerId })).rejects.toMatchObject({
      retryable: false,
      message: 'MSG91 refused the report query: Invalid authkey',
    });
  });

  it('reads each webhook format MSG91 posts, and its codes', () => {
    const v2 = {
      data: JSON.stringify([
        {
          requestId: 'r1',
          report: [
            { number: '919840012345', status: '1', desc: 'DELIVERED', failedReason: '' },
            { number: '919840012346', status: '16', desc: 'REJECTED', failedReason: 'TEMPLATE-NOT-MATCHED' },
          ],
        },
      ]),
    };
    expect(readMsg91Webhook(v2).map(({ payload: _, ...r }) => r)).toEqual([
      { requestId: 'r1', number: '919840012345', status: 'delivered', reason: null },
      { requestId: 'r1', number: '919840012346', status: 'failed', reason: 'REJECTED: TEMPLATE-NOT-MATCHED' },
    ]);
    expect(readMsg91Webhook({ requestId: 'r2', status: '9', desc: 'NDNC' })[0]).toMatchObject({
      status: 'failed',
      reason: 'NDNC',
    });
    expect(readMsg91Webhook({ requestId: 'r3', status: '8' })[0]).toMatchObject({ status: 'pending' });
    expect(
      readMsg91Webhook({ requestId: 'r4', status: 'Failed', failureReason: 'ABSENT-SUB' })[0],
    ).toMatchObject({
      status: 'failed',
      reason: 'Failed: ABSENT-SUB',
    });
    expect(readMsg91Webhook({ status: '1' })).toEqual([]);
    expect(readMsg91Webhook({ data: 'not json' })).toEqual([]);
    expect(readMsg91Webhook('text')).toEqual([]);
  });
});

describe('the settings choose the adapters at start-up', () => {
  it('uses MSG91 only with its key and templates, and names every missing value', () => {
    const none = toSettings(loadConfig({}));
    expect(createSmsPort(none.sms).provider).toBe('none');
    expect(none.gateway).toMatchObject({ provider: 'none' });
    expect(none.jobs).toEqual({ worker: true });

    const msg91 = toSettings(
      loadConfig({
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        SMS_TEMPLATE_VERIFICATION: '65f0c0ffee',
        JOBS_WORKER: 'off',
      }),
    );
    expect(createSmsPort(msg91.sms).provider).toBe('msg91');
    expect(msg91.sms.templates).toEqual({ verification: '65f0c0ffee' });
    expect(msg91.jobs).toEqual({ worker: false });

    expect(() =>
      loadConfig({ SMS_PROVIDER: 'msg91', GATEWAY_PROVIDER: 'ccavenue', CCAVENUE_MERCHANT_ID: 'm' }),
    ).toThrow(
      /MSG91_AUTH_KEY: needed when SMS_PROVIDER is msg91\n {2}SMS_TEMPLATE_VERIFICATION: needed when SMS_PROVIDER is msg91\n {2}CCAVENUE_ACCESS_CODE: needed .*\n {2}CCAVENUE_WORKING_KEY: needed/,
    );
    expect(() => loadConfig({ SMS_TEMPLATE_VERIFICATION: 'not an id' })).toThrow(
      'SMS_TEMPLATE_VERIFICATION: a template id (letters and digits)',
    );
    const ccavenue = {
      GATEWAY_PROVIDER: 'ccavenue',
      CCAVENUE_MERCHANT_ID: 'm',
      CCAVENUE_ACCESS_CODE: 'a',
      CCAVENUE_WORKING_KEY: 'w',
    };
    expect(toSettings(loadConfig({ ...ccavenue, CCAVENUE_ENV: 'production' })).gateway).toMatchObject({
      provider: 'ccavenue',
      transactionUrl: 'https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
      statusUrl: 'https://api.ccavenue.com/apis/servlet/DoWebTrans',
    });
    expect(
      toSettings(
        loadConfig({ ...ccavenue, CCAVENUE_STATUS_URL: 'https://api.example.in/apis/servlet/DoWebTrans' }),
      ).gateway.statusUrl,
    ).toBe('https://api.example.in/apis/servlet/DoWebTrans');
    expect(toSettings(loadConfig({ SMS_LINK_BASE: 'https://kadai.in/' })).sms).toMatchObject({
      linkBase: 'https://kadai.in',
    });
    expect(() => loadConfig({ SMS_LINK_BASE: 'https://kadai.in/shop' })).toThrow(
      'SMS_LINK_BASE: a site address such as https://kadai.in, with no path',
    );
    expect(() => loadConfig({ SMS_LINK_BASE: 'kadai.in' })).toThrow('SMS_LINK_BASE');
    const token = 'a'.repeat(24);
    expect(toSettings(loadConfig({ MSG91_WEBHOOK_TOKEN: token })).sms).toMatchObject({ webhookToken: token });
    expect(() => loadConfig({ MSG91_WEBHOOK_TOKEN: 'short' })).toThrow(
      'MSG91_WEBHOOK_TOKEN: 24 to 128 letters, digits, - or _',
    );
    expect(() => loadConfig({ CCAVENUE_ENV: 'live', JOBS_WORKER: 'maybe' })).toThrow(
      /JOBS_WORKER: inline or off[\s\S]*CCAVENUE_ENV: test or production/,
    );
  });
});
