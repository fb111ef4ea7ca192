import { VERIFICATION_MESSAGES, type Verification } from '@kadai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderVerificationPage } from './order-verification-page.tsx';
import { VerifiedOrderPage } from './verified-order-page.tsx';

const ORDER = 'ORDKAL1001';
const KEY = 'a'.repeat(64);

/** The verification pages at `url`, with the order's verification already loaded (nothing is fetched). */
function render(url: string, verification?: Verification) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (verification) queryClient.setQueryData(['orders', ORDER, 'verification', KEY], verification);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/customerorderverification/:orderId" element={<OrderVerificationPage />} />
          <Route path="/custorderverified/:orderId" element={<VerifiedOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Each h1 of the page, as text. */
function headingsOne(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''),
  );
}

describe('the verification link’s message pages are named by one h1', () => {
  it('a link without its key: the not-found message is the heading, on either page', () => {
    for (const path of ['/customerorderverification', '/custorderverified']) {
      expect(headingsOne(render(`${path}/${ORDER}`))).toEqual([VERIFICATION_MESSAGES.notFound]);
    }
  });

  it('the read-only view of an order not verified yet says so as its heading', () => {
    const html = render(`/custorderverified/${ORDER}?key=${KEY}`, {
      orderId: ORDER,
      customerName: 'Kala',
      verified: false,
      verifiedAt: null,
      overallComment: null,
      items: [],
    });
    expect(headingsOne(html)).toEqual(['This order is not verified yet.']);
    expect(html).toContain('Verify it now');
  });
});
