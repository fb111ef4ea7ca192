import { startMailCatcher } from './src/mail-catcher.ts';

/** Starts the loopback SMTP server the product sends its mail to; the runner stops it at the end. */
export default async function globalSetup() {
  const port = Number(process.env.KADAI_E2E_SMTP_PORT);
  const dir = process.env.KADAI_E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('playwright.config.ts sets KADAI_E2E_SMTP_PORT and KADAI_E2E_MAIL_DIR');
  return startMailCatcher({ port, dir });
}
