import type { RouteObject } from 'react-router';
import { catalogueQueryOptions } from '../features/catalogue/api/get-catalogue.ts';
import { queryClient } from '../lib/query-client.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';

/** The route the staff routes are added under when a staff path is first visited (router.tsx). */
export const ROOT_ROUTE_ID = 'root';

/**
 * Every page is lazy-loaded, so each audience downloads only its own screens.
 * Customers get the order form and the thank-you page under the customer layout. Staff routes are
 * not listed here: router.tsx adds them (staff-routes.tsx) the first time a path no customer page
 * claims is visited, so the customer's first download carries neither the staff registry nor its
 * page data.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: () => import('./customer-layout.tsx').then((m) => ({ Component: m.CustomerLayout })),
        children: [
          {
            index: true,
            // Start fetching the catalogue while the form's code is still downloading; not awaited.
            loader: () => {
              void queryClient.prefetchQuery(catalogueQueryOptions());
              return null;
            },
            lazy: () =>
              import('../features/orders/pages/order-form-page.tsx').then((m) => ({
                Component: m.OrderFormPage,
              })),
          },
          {
            // The Bangalore form (ordering.md §2.3): same catalogue, paid by card.
            path: 'bangalore',
            loader: () => {
              void queryClient.prefetchQuery(catalogueQueryOptions());
              return null;
            },
            lazy: () =>
              import('../features/orders/pages/bangalore-order-page.tsx').then((m) => ({
                Component: m.BangaloreOrderPage,
              })),
          },
          {
            // The payment link from the admin order lists (ordering.md §2.9).
            path: 'payment',
            lazy: () =>
              import('../features/orders/pages/payment-link-page.tsx').then((m) => ({
                Component: m.PaymentLinkPage,
              })),
          },
          {
            // Where the gateway's callback sends the browser (ordering.md §2.7).
            path: 'payment-success/:orderId?',
            lazy: () =>
              import('../features/orders/pages/payment-result-page.tsx').then((m) => ({
                Component: m.PaymentResultPage,
              })),
          },
          {
            // Festival orders placed ahead: details and two free-text lists (ordering.md §2.6).
            path: 'advance',
            lazy: () =>
              import('../features/orders/pages/advance-order-page.tsx').then((m) => ({
                Component: m.AdvanceOrderPage,
              })),
          },
          {
            path: 'advance/thank-you/:orderId',
            lazy: () =>
              import('../features/orders/pages/advance-thank-you-page.tsx').then((m) => ({
                Component: m.AdvanceThankYouPage,
              })),
          },
          {
            path: 'thank-you/:orderId',
            lazy: () =>
              import('../features/orders/pages/thank-you-page.tsx').then((m) => ({
                Component: m.ThankYouPage,
              })),
          },
          {
            // The customer's verification link (ordering.md §1, §2.8), and its read-only view.
            path: 'customerorderverification/:orderId',
            lazy: () =>
              import('../features/orders/pages/order-verification-page.tsx').then((m) => ({
                Component: m.OrderVerificationPage,
              })),
          },
          {
            path: 'custorderverified/:orderId',
            lazy: () =>
              import('../features/orders/pages/verified-order-page.tsx').then((m) => ({
                Component: m.VerifiedOrderPage,
              })),
          },
          {
            // The signed, read-only invoice link finance sends by SMS and e-mail: the customer opens it
            // without signing in.
            path: 'invoice/:token',
            lazy: () =>
              import('../features/invoice-view/index.ts').then((m) => ({ Component: m.InvoiceViewPage })),
          },
          {
            path: '*',
            lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
