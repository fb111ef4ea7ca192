import { ROLES, type Role } from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Access } from './modules/auth/access.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { signInAs } from './test/staff-session.ts';
import { useTestDatabase } from './test/test-database.ts';

type Expected = 'public' | 'signed-in' | readonly Role[];

/**
 * Who may call each route, written out by hand: a route added without an entry here fails the
 * test, and so does a route whose declared access differs from what is written here.
 * The OpenAPI viewer (/api/docs…) is public and checked by prefix.
 */
const EXPECTED: Record<string, Expected> = {
  'GET /api/health/live': 'public',
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/catalogue': 'public',
  'GET /api/catalogue/brochure.pdf': 'public',
  // An item's photo, by the address its hash makes (the order form's thumbnails).
  'GET /api/catalogue/items/:id/photo/:hash/:width': 'public',
  'POST /api/orders': 'public',
  // The advance order form (ordering.md §2.6): its receipt is read at the route below.
  'POST /api/advance-orders': 'public',
  'GET /api/orders/:orderId/receipt': 'public',
  // The customer's verification, reached with the key from their own link.
  'GET /api/verification/:orderId': 'public',
  'PUT /api/verification/:orderId/items/:lineNo': 'public',
  'POST /api/verification/:orderId/confirm': 'public',
  // What customers disliked: admins, and the kitchens the comments are for.
  'GET /api/admin/verification/dislikes': ['admin', 'production'],
  'GET /api/admin/verification/dislikes/export.xlsx': ['admin', 'production'],
  // The stores' vegetable stock and wastage: store staff (their own store) and admins.
  'GET /api/bookings': ['admin', 'store-staff'],
  'GET /api/bookings/export.xlsx': ['admin', 'store-staff'],
  'GET /api/bookings/wastage-summary': ['admin', 'store-staff'],
  'GET /api/bookings/:kind': ['admin', 'store-staff'],
  'PUT /api/bookings/:kind': ['admin', 'store-staff'],
  // A customer's payment, reached with the key from their own link; the callbacks are the gateway's.
  'POST /api/payments/attempts': 'public',
  'GET /api/payments/orders/:orderId': 'public',
  'POST /api/payments/orders/:orderId/check': 'public',
  'POST /api/payments/ccavenue/return': 'public',
  'POST /api/payments/ccavenue/cancel': 'public',
  'POST /api/payments/test/return': 'public',

  'POST /dataapi/login': 'public',
  'POST /dataapi/logout': 'signed-in',
  'GET /dataapi/api/common/is-signed-user': 'signed-in',
  'GET /dataapi/api/public/common/units': 'public',
  'GET /dataapi/api/public/common/outlets': 'public',
  'GET /dataapi/api/public/common/teams': 'public',
  'GET /dataapi/api/public/common/stores': 'public',

  'GET /api/admin/users': ['admin'],
  'POST /api/admin/users': ['admin'],
  'PATCH /api/admin/users/:userId': ['admin'],
  'POST /api/admin/users/:userId/password': ['admin'],
  'PUT /api/admin/teams/:teamId': ['admin'],

  'GET /api/admin/catalogue': ['admin'],
  'POST /api/admin/catalogue/categories': ['admin'],
  'PATCH /api/admin/catalogue/categories/:id': ['admin'],
  'POST /api/admin/catalogue/categories/:id/move': ['admin'],
  'POST /api/admin/catalogue/subcategories': ['admin'],
  'PATCH /api/admin/catalogue/subcategories/:id': ['admin'],
  'POST /api/admin/catalogue/subcategories/:id/move': ['admin'],
  'POST /api/admin/catalogue/items': ['admin'],
  'PATCH /api/admin/catalogue/items/:id': ['admin'],
  'POST /api/admin/catalogue/items/:id/move': ['admin'],
  'PUT /api/admin/catalogue/items/:id/photo': ['admin'],
  'DELETE /api/admin/catalogue/items/:id/photo': ['admin'],

  'GET /api/admin/orders': ['admin', 'finance'],
  'GET /api/admin/orders/export.xlsx': ['admin', 'finance'],
  'GET /api/admin/orders/:orderId': ['admin', 'finance'],
  'GET /api/admin/orders/:orderId/pdf': ['admin', 'finance'],
  'PATCH /api/admin/orders/:orderId': ['admin'],
  'POST /api/admin/payments/manual-confirmation': ['admin'],
  'GET /api/admin/payments/card': ['admin', 'finance'],
  'GET /api/admin/payments/orders/:orderId/events': ['admin', 'finance'],
  'POST /api/admin/payments/refunds/:id/done': ['admin'],
  'POST /api/admin/payments/attempts/:gatewayOrderId/refunds': ['admin', 'finance'],
  'POST /api/admin/payments/attempts/:gatewayOrderId/check': ['admin', 'finance'],
  'POST /api/admin/payments/attempts/:gatewayOrderId/flag/clear': ['admin', 'finance'],
  'POST /api/admin/payments/test': ['admin'],
  // The embedded database's backups and WAL archive.
  'GET /api/backups/status': ['admin'],
  'GET /api/admin/outbox': ['admin'],
  'GET /api/admin/outbox/:messageId': ['admin'],
  'GET /api/admin/outbox/:messageId/attachments/:attachmentId': ['admin'],
  'POST /api/admin/outbox/:messageId/send': ['admin'],
  'GET /api/admin/outbox/sms': ['admin'],
  'POST /api/admin/outbox/sms/:messageId/send': ['admin'],

  // Production's data API (operations.md §7): each named query checks its own roles too.
  'GET /dataapi/api/common/find/suppliers/by/source/website': ['admin', 'outlet', 'production', 'warehouse'],
  'GET /dataapi/api/common/find/products/by/source/website': ['admin', 'outlet', 'production', 'warehouse'],
  'GET /dataapi/api/common/find/suppliers/by/product/:productId': [
    'admin',
    'outlet',
    'production',
    'warehouse',
  ],
  // Finance reaches them for the receivables query; each query checks its own roles.
  'POST /dataapi/api/common/approved-queries/:name': [
    'admin',
    'finance',
    'outlet',
    'production',
    'warehouse',
  ],
  'POST /dataapi/api/common/multiple-approved-queries': [
    'admin',
    'finance',
    'outlet',
    'production',
    'warehouse',
  ],
  'POST /dataapi/api/inventory/product-movement/batch/add': ['admin', 'production', 'warehouse'],
  'POST /dataapi/api/inventory/production/batch/add': ['admin', 'production'],
  'GET /dataapi/api/common/inventories/stock-recount/:outletId': ['admin', 'outlet', 'warehouse'],
  'PUT /dataapi/api/inventory/product-movement/bulk/upsert': ['admin', 'outlet', 'warehouse'],
  'GET /api/production/schedules': ['admin', 'production'],
  'POST /api/production/schedules': ['admin', 'production'],
  'DELETE /api/production/schedules/:scheduleId': ['admin', 'production'],
  'POST /api/production/schedules/:scheduleId/confirm': ['admin', 'production'],
  'GET /api/production/schedules/:scheduleId/export.xlsx': ['admin', 'production'],
  'POST /api/production/exports/planning': ['admin', 'production'],
  'POST /api/production/exports/schedule': ['admin', 'production'],
  'GET /api/production/plan-drafts': ['admin', 'production'],
  'PUT /api/production/plan-drafts': ['admin', 'production'],

  // Stock that moves: the warehouse (and production) dispatch, outlets receive, the warehouse settles.
  'GET /api/stock/transport': ['admin', 'outlet', 'production', 'warehouse'],
  'POST /api/stock/drivers': ['admin', 'outlet', 'production', 'warehouse'],
  'POST /api/stock/vehicles': ['admin', 'outlet', 'production', 'warehouse'],
  'GET /api/stock/dispatch-plan': ['admin', 'production', 'warehouse'],
  'PUT /api/stock/dispatches': ['admin', 'production', 'warehouse'],
  'GET /api/stock/dispatches': ['admin', 'production', 'warehouse'],
  'DELETE /api/stock/dispatches/:id': ['admin', 'production', 'warehouse'],
  'POST /api/stock/dispatches/:id/confirm': ['admin', 'production', 'warehouse'],
  'GET /api/stock/missed-dispatches': ['admin', 'production', 'warehouse'],
  'GET /api/stock/receipts': ['admin', 'outlet', 'warehouse'],
  'POST /api/stock/receipts': ['admin', 'outlet', 'warehouse'],
  'GET /api/stock/trips': ['admin', 'outlet', 'warehouse'],
  'GET /api/stock/disputes': ['admin', 'outlet', 'warehouse'],
  'GET /api/stock/disputes/export.xlsx': ['admin', 'outlet', 'warehouse'],
  'POST /api/stock/disputes/:id/resolve': ['admin', 'warehouse'],
  // Kitchen Packing Log (a production user only for their team) and the outlet's to-do.
  'GET /api/packing/day': ['admin', 'production', 'warehouse'],
  'GET /api/packing/day/export.xlsx': ['admin', 'production', 'warehouse'],
  'POST /api/packing/entries': ['admin', 'production', 'warehouse'],
  'GET /api/packing/todo': ['admin', 'outlet', 'production', 'warehouse'],
  'GET /api/packing/todo/export.xlsx': ['admin', 'outlet', 'production', 'warehouse'],
  'GET /api/stock/on-hand': ['admin', 'outlet', 'production', 'warehouse'],
  'GET /api/stock/inventory': ['admin', 'warehouse'],
  'GET /api/stock/moves': ['admin', 'warehouse'],
  'POST /api/stock/returns': ['admin', 'outlet', 'warehouse'],
  'GET /api/stock/returns': ['admin', 'outlet', 'warehouse'],
  // Outlets (and the warehouse) count their own stock; only admins decide what is above the threshold.
  'GET /api/stock/recounts': ['admin', 'outlet', 'warehouse'],
  'POST /api/stock/recounts': ['admin', 'outlet', 'warehouse'],
  'PUT /api/stock/recounts/:id/lines': ['admin', 'outlet', 'warehouse'],
  'POST /api/stock/recounts/:id/submit': ['admin', 'outlet', 'warehouse'],
  'POST /api/stock/recounts/:id/discard': ['admin', 'outlet', 'warehouse'],
  'GET /api/stock/recounts/export.xlsx': ['admin', 'outlet', 'warehouse'],
  'GET /api/stock/recounts/approvals': ['admin', 'outlet', 'warehouse'],
  'POST /api/stock/recounts/lines/:id/decide': ['admin'],
  // Store sales: outlet staff (their own outlet) and the warehouse.
  'GET /api/sales/day': ['admin', 'outlet', 'warehouse'],
  'PUT /api/sales/day': ['admin', 'outlet', 'warehouse'],
  'POST /api/sales/upload': ['admin', 'outlet', 'warehouse'],
  'GET /api/sales/template.xlsx': ['admin', 'outlet', 'warehouse'],
  'GET /api/sales/day/export.xlsx': ['admin', 'outlet', 'warehouse'],
  // Expiry Management: the outlets (their own), the warehouse, the kitchens (at the warehouse).
  'GET /api/destruction': ['admin', 'outlet', 'production', 'warehouse'],
  'GET /api/destruction/export.xlsx': ['admin', 'outlet', 'production', 'warehouse'],
  'POST /api/destruction': ['admin', 'outlet', 'production', 'warehouse'],
  'GET /api/destruction/photos/:id': ['admin', 'outlet', 'production', 'warehouse'],

  // Monthly carry-over and material issue notes (decision 018): the warehouse counts and
  // issues, finance reads and closes the month with it.
  'POST /dataapi/api/inventory/bulk/monthly': ['admin', 'finance', 'warehouse'],
  'GET /api/carry-over/suppliers': ['admin', 'finance', 'warehouse'],
  'GET /api/carry-over/monthly': ['admin', 'finance', 'warehouse'],
  'GET /api/carry-over/issue-products': ['admin', 'warehouse'],
  'GET /api/carry-over/issue-notes': ['admin', 'finance', 'warehouse'],
  'POST /api/carry-over/issue-notes': ['admin', 'warehouse'],
  'GET /api/carry-over/issue-notes/export.xlsx': ['admin', 'finance', 'warehouse'],
  'GET /api/carry-over/issue-notes/:noteId/note.pdf': ['admin', 'finance', 'warehouse'],
  // Receivables: finance and admins.
  'GET /api/receivables': ['admin', 'finance'],
  'GET /api/receivables/export.xlsx': ['admin', 'finance'],
  'POST /api/receivables/customers': ['admin', 'finance'],
  'GET /api/receivables/customers/:customerId': ['admin', 'finance'],
  'PUT /api/receivables/customers/:customerId': ['admin', 'finance'],
  'POST /api/receivables/customers/:customerId/invoices': ['admin', 'finance'],
  'GET /api/receivables/customers/:customerId/invoice-draft': ['admin', 'finance'],
  'POST /api/receivables/customers/:customerId/receipts': ['admin', 'finance'],
  'GET /api/receivables/invoices/:invoiceId': ['admin', 'finance'],
  'POST /api/receivables/invoices/:invoiceId/credit-notes': ['admin', 'finance'],
  // Invoice documents and sending them: finance and admins; the signed link is anyone's
  // who holds it. The data API's GET sends also need the Authorization header (documents.test.ts).
  'GET /api/receivables/invoices/:invoiceId/pdf': ['admin', 'finance'],
  'GET /api/receivables/customers/:customerId/outstanding.pdf': ['admin', 'finance'],
  'POST /api/receivables/customers/:customerId/send': ['admin', 'finance'],
  'GET /api/receivables/customers/:customerId/sends': ['admin', 'finance'],
  'POST /dataapi/api/:provider/receivable/:id': ['admin', 'finance'],
  'GET /dataapi/api/:provider/emailinvoice/:id/outstanding': ['admin', 'finance'],
  'GET /dataapi/api/:provider/smsinvoice/:id/outstanding': ['admin', 'finance'],
  'GET /api/public/invoices/:token': 'public',
  'GET /api/public/invoices/:token/pdf': 'public',
  // MSG91's delivery reports: believed only at the secret token in the path (404 otherwise).
  'POST /api/sms/msg91/reports/:token': 'public',
  // Monthly statements per customer group: finance and admins.
  'GET /api/receivables/statements': ['admin', 'finance'],
  'PUT /api/receivables/statements/schedules': ['admin', 'finance'],
  'POST /api/receivables/statements/runs': ['admin', 'finance'],
  'GET /api/receivables/statements/runs/:runId': ['admin', 'finance'],
  // The owner's reports: finance and production (a team's cook sees its rows).
  'GET /api/reports/total-trash': ['admin', 'finance', 'production'],
  'GET /api/reports/total-trash/export.xlsx': ['admin', 'finance', 'production'],
  'GET /api/reports/total-trash/rows': ['admin', 'finance', 'production'],
  'GET /api/reports/produced-vs-sold': ['admin', 'finance', 'production'],
  'GET /api/reports/produced-vs-sold/export.xlsx': ['admin', 'finance', 'production'],
  'GET /api/reports/produced-vs-sold/rows': ['admin', 'finance', 'production'],
  'POST /api/reports/runs': ['admin', 'finance', 'production'],
  'GET /api/reports/runs/:runId': ['admin', 'finance', 'production'],
  'GET /api/reports/runs/:runId/download.xlsx': ['admin', 'finance', 'production'],
  // The dashboard's figures: every role; each sees its own figures, in its own scope.
  'GET /api/dashboard/figures': ROLES,
};

function describeAccess(access: Access): Expected {
  if (access.kind === 'public') return 'public';
  if (access.kind === 'signed-in') return 'signed-in';
  return [...access.roles].sort();
}

function allows(expected: Expected, role: Role | 'anonymous'): boolean {
  if (expected === 'public') return true;
  if (role === 'anonymous') return false;
  return expected === 'signed-in' || expected.includes(role);
}

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();
const isDocs = (url: string) => url.startsWith('/api/docs');
const routes = app.routeAccess.filter((r) => !isDocs(r.url));
// Signing out ends the session the other requests use: try it last.
routes.sort((a, b) => Number(a.url === '/dataapi/logout') - Number(b.url === '/dataapi/logout'));

const tokens = new Map<Role, string>();
beforeAll(async () => {
  for (const role of ROLES) tokens.set(role, (await signInAs(app, db, { role })).token);
});

describe('authorisation matrix', () => {
  it('every API route has an entry, and every entry a route', () => {
    const declared = routes.map((r) => `${r.method} ${r.url}`).sort();
    expect(declared).toEqual(Object.keys(EXPECTED).sort());
  });

  it('every route declares the access written here', () => {
    for (const route of routes) {
      const expected = EXPECTED[`${route.method} ${route.url}`];
      const normalised = Array.isArray(expected) ? [...expected].sort() : expected;
      expect(describeAccess(route.access), `${route.method} ${route.url}`).toEqual(normalised);
    }
  });

  it('the OpenAPI viewer is public', () => {
    const docs = app.routeAccess.filter((r) => isDocs(r.url));
    expect(docs.length).toBeGreaterThan(0);
    for (const route of docs) expect(route.access.kind).toBe('public');
  });

  const principals = ['anonymous', ...ROLES] as const;
  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: each role and anonymous get the expected allow or deny',
    async (key, route) => {
      const expected = EXPECTED[key];
      if (!expected) throw new Error(`no entry for ${key}`);
      // Any id will do: the check happens before the route looks anything up.
      const url = route.url.replace(/:[A-Za-z]+/g, '999999');
      for (const principal of principals) {
        const token = principal === 'anonymous' ? undefined : tokens.get(principal);
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: token } : {},
          ...(route.method !== 'GET' && { payload: {} }),
        });
        const outcome = `${principal} → ${res.statusCode}`;
        if (allows(expected, principal)) {
          expect([401, 403], outcome).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, outcome).toBe(principal === 'anonymous' ? 401 : 403);
        }
      }
    },
  );
});
