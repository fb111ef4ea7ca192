import { startMailCatcher } from './src/mail-catcher.ts';
import { startSmsCatcher } from './src/sms-catcher.ts';

/**
 * Starts the loopback SMTP server the product sends its mail to and the MSG91 stand-in it texts
 * (which posts its delivery reports back to the server's webhook); the runner stops both at the end.
 */
export default async function globalSetup() {
  const port = Number(process.env.KADAI_E2E_SMTP_PORT);
  const dir = process.env.KADAI_E2E_MAIL_DIR;
  const smsPort = Number(process.env.KADAI_E2E_SMS_PORT);
  const smsDir = process.env.KADAI_E2E_SMS_DIR;
  if (!port || !dir || !smsPort || !smsDir) {
    throw new Error(
      'playwright.config.ts sets KADAI_E2E_SMTP_PORT, KADAI_E2E_MAIL_DIR, KADAI_E2E_SMS_PORT and KADAI_E2E_SMS_DIR',
    );
  }
  const stopMail = await startMailCatcher({ port, dir });
  const stopSms = await startSmsCatcher({
    port: smsPort,
    dir: smsDir,
    webhookUrl: process.env.KADAI_E2E_SMS_WEBHOOK,
  });
  return async () => {
    await stopMail();
    await stopSms();
  };
}
