import { describe, expect, it } from 'vitest';
import { canSendAgain, formatSize, lastErrorShown, MAIL_STATUS_LOOK } from './outbox-rules.ts';

describe('the outbox', () => {
  it('offers Send again for a failed or waiting message only', () => {
    expect(canSendAgain('failed')).toBe(true);
    expect(canSendAgain('outbox')).toBe(true);
    expect(canSendAgain('queued')).toBe(false);
    expect(canSendAgain('sent')).toBe(false);
  });

  it('shows the last error until the message is sent', () => {
    expect(lastErrorShown({ status: 'failed', error: 'SMTP 550' })).toBe('SMTP 550');
    expect(lastErrorShown({ status: 'sent', error: 'SMTP 550' })).toBeNull();
    expect(lastErrorShown({ status: 'outbox', error: null })).toBeNull();
  });

  it('names each status in words', () => {
    expect(MAIL_STATUS_LOOK.outbox).toEqual({ colour: 'gold', label: 'Waiting in outbox' });
    expect(MAIL_STATUS_LOOK.failed.label).toBe('Failed');
  });

  it("gives an attachment's size in B, KB or MB", () => {
    expect(formatSize(900)).toBe('900 B');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(150_000)).toBe('146 KB');
    expect(formatSize(3_500_000)).toBe('3.3 MB');
  });
});
