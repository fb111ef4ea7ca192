// `npm run payments:check -- --order CH-… --sms-request …`: before going live, asks CCAvenue's
// status API about one known order and MSG91 about one request id from this machine (the IP they
// see), and says plainly what works and what does not. Writes nothing.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createPaymentGateway } from '../modules/payments/create-payment-gateway.ts';
import { checkGoLive } from '../modules/payments/go-live/check-go-live.ts';
import { createSmsPort, toSettings } from '../settings.ts';

const USAGE = `Usage: npm run payments:check -- [--order <gateway order id>] [--sms-request <MSG91 request id>]

Asks CCAvenue's status API about one order it knows and MSG91 about one text, from this machine.
Exit code 0 when everything asked works; 1 otherwise.`;

const { values } = parseArgs({
  options: {
    order: { type: 'string' },
    'sms-request': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const config = loadConfig();
const settings = toSettings(config);
const lines = await checkGoLive({
  gateway: createPaymentGateway(settings.gateway, {
    localFetch: (path, init) => fetch(`http://127.0.0.1:${config.PORT}${path}`, init),
  }),
  gatewayOrderId: values.order,
  sms: createSmsPort(settings.sms),
  smsRequestId: values['sms-request'],
  settings: {
    trustProxy: Boolean(config.TRUST_PROXY),
    confirm: config.CCAVENUE_CONFIRM,
    smsTemplates: { ...settings.sms.templates },
    smsWebhook: Boolean(config.MSG91_WEBHOOK_TOKEN),
  },
});
for (const line of lines) console.log(`${line.ok ? 'OK  ' : 'NO  '} ${line.text}`);
process.exit(lines.every((line) => line.ok) ? 0 : 1);
