import nodemailer from 'nodemailer';

export type MailTransport = ReturnType<typeof buildTransport>;

function buildTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * The SMTP transport for an SMTP URL (smtp://user:password@host:587, smtps://… for TLS from the
 * start), or null when none is configured: mail then stays in the outbox. The send happens after
 * the work it reports has committed, while the client waits for its answer, so a server that does
 * not answer must fail in seconds, not nodemailer's default minutes. Query parameters in the URL
 * (e.g. ?connectionTimeout=30000, ?pool=true) override these defaults.
 */
export function createMailTransport(settings: { smtpUrl?: string | undefined }): MailTransport | null {
  return settings.smtpUrl ? buildTransport(settings.smtpUrl) : null;
}
