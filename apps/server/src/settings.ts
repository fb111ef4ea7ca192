import type { Config } from './config.ts';
import type { BackupSettings } from './db/backup-folders.ts';
import type { SessionPolicy } from './modules/auth/sign-in/session-policy.ts';
import type { MailSettings } from './modules/notifications/mail/mail-settings.ts';
import type { SmsSettings } from './modules/notifications/sms/sms-settings.ts';
import { createMsg91Sms, type Msg91Settings } from './ports/msg91-sms.ts';
import { GATEWAY_HOSTS, type GatewaySettings } from './ports/payment-gateway.ts';
import { NO_SMS, type SmsPort } from './ports/sms.ts';

/**
 * Everything the modules are told about the world, read once from the checked environment
 * (config.ts) and handed to each: which mail, SMS and card-gateway adapter to use, and with what.
 */
export interface Settings {
  mail: MailSettings;
  sms: ({ provider: 'none' } | ({ provider: 'msg91' } & Msg91Settings)) &
    Pick<SmsSettings, 'templates' | 'linkBase' | 'webhookToken'>;
  gateway: GatewaySettings;
  jobs: { worker: boolean };
  session: SessionPolicy;
  stock: { recountApprovalAbove: number };
  /** The embedded database's backups; null with DATABASE_URL, whose backups are its operator's job. */
  backups: BackupSettings | null;
}

export function toSettings(config: Config): Settings {
  return {
    mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, adminEmail: config.ADMIN_EMAIL },
    sms: {
      ...(config.SMS_PROVIDER === 'msg91' && config.MSG91_AUTH_KEY
        ? { provider: 'msg91', authKey: config.MSG91_AUTH_KEY, baseUrl: config.MSG91_URL }
        : { provider: 'none' }),
      templates: { verification: config.SMS_TEMPLATE_VERIFICATION, invoice: config.SMS_TEMPLATE_INVOICE },
      linkBase: config.SMS_LINK_BASE,
      webhookToken: config.MSG91_WEBHOOK_TOKEN,
    },
    gateway: {
      provider: config.GATEWAY_PROVIDER,
      merchantId: config.CCAVENUE_MERCHANT_ID,
      accessCode: config.CCAVENUE_ACCESS_CODE,
      workingKey: config.CCAVENUE_WORKING_KEY,
      transactionUrl: config.CCAVENUE_TRANSACTION_URL ?? GATEWAY_HOSTS[config.CCAVENUE_ENV].transactionUrl,
      statusUrl: config.CCAVENUE_STATUS_URL ?? GATEWAY_HOSTS[config.CCAVENUE_ENV].statusUrl,
      confirm: config.CCAVENUE_CONFIRM,
    },
    jobs: { worker: config.JOBS_WORKER === 'inline' },
    session: { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS },
    stock: { recountApprovalAbove: config.RECOUNT_APPROVAL_ABOVE },
    backups: config.DATABASE_URL ? null : { dir: config.BACKUP_DIR, keepDays: config.BACKUP_KEEP_DAYS },
  };
}

/** The SMS adapter the settings choose. */
export function createSmsPort(settings: Settings['sms']): SmsPort {
  return settings.provider === 'msg91' ? createMsg91Sms(settings) : NO_SMS;
}
