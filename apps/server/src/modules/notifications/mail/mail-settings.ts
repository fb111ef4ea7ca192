/** How the server sends mail (config.ts: SMTP_URL, MAIL_FROM, ADMIN_EMAIL). */
export interface MailSettings {
  /** smtp://user:password@host:port; without it every message stays in the outbox. */
  smtpUrl?: string | undefined;
  from: string;
  /** Who receives the production plans. */
  adminEmail: string;
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  from: 'Kadai <no-reply@kadai.local>',
  adminEmail: 'admin@kadai.local',
};
