import { describe, expect, it } from 'vitest';
import { createMailTransport } from './mail.ts';

describe('createMailTransport', () => {
  it('is null without an SMTP URL: mail then stays in the outbox', () => {
    expect(createMailTransport({})).toBeNull();
    expect(createMailTransport({ smtpUrl: '' })).toBeNull();
  });

  it('reads the URL, and fails in seconds rather than minutes unless the URL says otherwise', () => {
    const transport = createMailTransport({ smtpUrl: 'smtp://user:secret@mail.example.in:2525' });
    const options = transport?.options as Record<string, unknown>;
    expect(options).toMatchObject({
      host: 'mail.example.in',
      port: 2525,
      auth: { user: 'user', pass: 'secret' },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const slow = createMailTransport({ smtpUrl: 'smtp://mail.example.in:25?connectionTimeout=60000' });
    if (!slow) throw new Error('no transport for an SMTP URL');
    expect((slow.options as Record<string, unknown>).connectionTimeout).toBe(60_000);
    transport?.close();
    slow?.close();
  });
});
