import type { SmsOutboxMessage } from '@kadai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { outboxQueryKey } from '../api/list-outbox.ts';
import { smsOutboxQueryKey } from '../api/list-sms-outbox.ts';
import { OutboxPage } from './outbox-page.tsx';

const sms = (message: Partial<SmsOutboxMessage> & Pick<SmsOutboxMessage, 'id' | 'status'>) => ({
  to: '9840012345',
  templateId: '65f0c0ffee',
  preview: `Dear Meena, your order ORD${message.id} is delivered.`,
  providerId: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: null,
  error: null,
  attempts: 0,
  deliveryStatus: null,
  deliveryReason: null,
  deliveredAt: null,
  parts: 1,
  encoding: 'GSM',
  ...message,
});

/** The page at `url` with these lists already loaded (nothing is fetched). */
function render(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  queryClient.setQueryData(outboxQueryKey, []);
  queryClient.setQueryData(smsOutboxQueryKey, [
    sms({ id: 1, status: 'sent', attempts: 1, providerId: 'req-1', sentAt: '2026-11-24T10:00:05.000Z' }),
    sms({ id: 2, status: 'failed', attempts: 1, error: 'MSG91 refused the message: Template not approved' }),
    sms({ id: 3, status: 'outbox' }),
    sms({
      id: 4,
      status: 'sent',
      attempts: 1,
      deliveryStatus: 'delivered',
      deliveredAt: '2026-11-24T10:00:09.000Z',
      sentAt: '2026-11-24T10:00:05.000Z',
    }),
    sms({
      id: 5,
      status: 'sent',
      attempts: 1,
      deliveryStatus: 'failed',
      deliveryReason: 'Rejected: TEMPLATE-NOT-MATCHED',
      parts: 2,
      encoding: 'Unicode',
      sentAt: '2026-11-24T10:00:05.000Z',
    }),
  ]);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <OutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The table rows (antd marks each with its key), as text. */
function rows(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(/<tr[^>]*data-row-key="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)) {
    found.set(match[1] ?? '', (match[2] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
  }
  return found;
}

describe('the outbox page', () => {
  it('shows the e-mail by default, and the text messages with ?show=sms', () => {
    expect(render('/outbox')).toContain('No mail yet');
    expect(rows(render('/outbox')).size).toBe(0);
    expect(rows(render('/outbox?show=sms')).size).toBe(5);
  });

  it('shows each text message with its state, attempts, last error and text; Send again only for failed or waiting ones', () => {
    const shown = rows(render('/outbox?show=sms'));
    expect(shown.get('1')).toMatch(
      /9840012345 Dear Meena, your order ORD1 is delivered\. Sent 1 Awaiting report 1 SMS part \(GSM\) $/,
    );
    expect(shown.get('2')).toContain(
      'Failed 1 MSG91 refused the message: Template not approved 1 SMS part (GSM) Send again',
    );
    expect(shown.get('3')).toContain('Waiting in outbox 0 1 SMS part (GSM) Send again');
  });

  it('shows what the delivery report said of a sent text, why one was not delivered, and its parts', () => {
    const shown = rows(render('/outbox?show=sms'));
    expect(shown.get('4')).toMatch(/Sent 1 Delivered 1 SMS part \(GSM\) $/);
    expect(shown.get('5')).toMatch(
      /Sent 1 Not delivered Rejected: TEMPLATE-NOT-MATCHED 2 SMS parts \(Unicode\) $/,
    );
  });
});
