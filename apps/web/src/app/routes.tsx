import { catalogueQueryOptions } from '../features/catalogue/api/get-catalogue.ts';
import { queryClient } from '../lib/query-client.ts';
import type { AppRoute } from './app-route.tsx';
import { lazyPage } from './lazy-page.tsx';

/** The order forms' catalogue, asked for as the form is entered, beside its code; not awaited. */
const startCatalogue = () => void queryClient.prefetchQuery(catalogueQueryOptions());

/**
 * Every page is lazy-loaded, so each audience downloads only its own screens.
 * Customers get the order form and the thank-you page under the customer layout. Staff routes are
 * not listed here: a path no customer page claims draws staff-or-not-found.tsx, which loads the
 * staff routes (staff-routes.tsx, store-routes.tsx) the first time, so the customer's first download
 * carries neither the staff registry nor its page data. Kept as one route per path, each followed
 * by its own import: the build reads each customer page's code from this file's text
 * (build/customer-preload.ts).
 */
export const routes: AppRoute[] = [
  {
    page: lazyPage(() => import('./customer-layout.tsx').then((m) => m.CustomerLayout)),
    children: [
      {
        index: true,
        start: startCatalogue,
        page: lazyPage(() =>
          import('../features/orders/pages/order-form-page.tsx').then((m) => m.OrderFormPage),
        ),
      },
      {
        // The Bangalore form (ordering.md §2.3): same catalogue, paid by card.
        path: 'bangalore',
        start: startCatalogue,
        page: lazyPage(() =>
          import('../features/orders/pages/bangalore-order-page.tsx').then((m) => m.BangaloreOrderPage),
        ),
      },
      {
        // The payment link from the admin order lists (ordering.md §2.9).
        path: 'payment',
        page: lazyPage(() =>
          import('../features/orders/pages/payment-link-page.tsx').then((m) => m.PaymentLinkPage),
        ),
      },
      {
        // Where the gateway's callback sends the browser (ordering.md §2.7).
        path: 'payment-success/:orderId?',
        page: lazyPage(() =>
          import('../features/orders/pages/payment-result-page.tsx').then((m) => m.PaymentResultPage),
        ),
      },
      {
        // Festival orders placed ahead: details and two free-text lists (ordering.md §2.6).
        path: 'advance',
        page: lazyPage(() =>
          import('../features/orders/pages/advance-order-page.tsx').then((m) => m.AdvanceOrderPage),
        ),
      },
      {
        path: 'advance/thank-you/:orderId',
        page: lazyPage(() =>
          import('../features/orders/pages/advance-thank-you-page.tsx').then((m) => m.AdvanceThankYouPage),
        ),
      },
      {
        path: 'thank-you/:orderId',
        page: lazyPage(() =>
          import('../features/orders/pages/thank-you-page.tsx').then((m) => m.ThankYouPage),
        ),
      },
      {
        // The customer's verification link (ordering.md §1, §2.8), and its read-only view.
        path: 'customerorderverification/:orderId',
        page: lazyPage(() =>
          import('../features/orders/pages/order-verification-page.tsx').then((m) => m.OrderVerificationPage),
        ),
      },
      {
        path: 'custorderverified/:orderId',
        page: lazyPage(() =>
          import('../features/orders/pages/verified-order-page.tsx').then((m) => m.VerifiedOrderPage),
        ),
      },
      {
        // The signed, read-only invoice link finance sends by SMS and e-mail: the customer opens it
        // without signing in.
        path: 'invoice/:token',
        page: lazyPage(() => import('../features/invoice-view/index.ts').then((m) => m.InvoiceViewPage)),
      },
    ],
  },
  {
    // A staff page's path, or no page at all: the staff routes are added the first time.
    path: '*',
    page: lazyPage(() => import('./staff-or-not-found.tsx').then((m) => m.StaffOrNotFound)),
  },
];
