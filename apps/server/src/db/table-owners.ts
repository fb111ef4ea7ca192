/**
 * Who owns each table (decision 028): the one module that writes it and answers for its rows.
 * Another module reads or writes it only by calling the owner's functions, except for the
 * shared reference tables (anyone reads, the owner writes) and the read models' own lists (read,
 * never write). table-ownership.test.ts holds every module file to this, so the record and the
 * code cannot drift apart.
 *
 * `lib` is the server's own machinery, not a module: its tables are used through its helpers.
 * Above the modules and out of the rule: seed/, cli/, the tests and the test kits.
 */
export const TABLE_OWNERS = {
  // auth: who may sign in, and their sessions.
  users: 'auth',
  sessions: 'auth',
  sign_in_throttles: 'auth',
  sign_in_known_addresses: 'auth',

  // bookings: the stores' daily stock and wastage bookings.
  store_bookings: 'bookings',
  store_booking_lines: 'bookings',
  store_booking_revisions: 'bookings',

  // carry-over: the month-end counts and the godown's material issue notes.
  carry_overs: 'carry-over',
  carry_over_lines: 'carry-over',
  carry_over_products: 'carry-over',
  material_issue_note_counters: 'carry-over',
  material_issue_notes: 'carry-over',
  material_issue_lines: 'carry-over',

  // catalogue: what the shop sells, and the items' photos.
  categories: 'catalogue',
  subcategories: 'catalogue',
  items: 'catalogue',
  item_photos: 'catalogue',

  // destruction: destroyed stock and its photos.
  stock_destructions: 'destruction',
  destruction_photos: 'destruction',

  // import: where an older store's data came from.
  import_sources: 'import',

  // inventory: the operations' products, their suppliers and the outlets' levels.
  suppliers: 'inventory',
  products: 'inventory',
  product_suppliers: 'inventory',
  inventories: 'inventory',

  // movements: products moved between the warehouse and the outlets.
  product_movements: 'movements',

  // notifications: the mail and SMS outboxes.
  mail_messages: 'notifications',
  mail_attachments: 'notifications',
  sms_messages: 'notifications',
  sms_delivery_reports: 'notifications',

  // orders: the customers' orders, their lines and their history.
  orders: 'orders',
  order_lines: 'orders',
  order_events: 'orders',

  // organisation: the teams, outlets, units and stores the business is made of.
  teams: 'organisation',
  outlets: 'organisation',
  units: 'organisation',
  stores: 'organisation',

  // packing: what was packed for each outlet.
  packing_entries: 'packing',

  // payments: card and manual payments, refunds, the local test gateway and the install's secrets.
  manual_payments: 'payments',
  payment_attempts: 'payments',
  payment_events: 'payments',
  payment_refund_tasks: 'payments',
  payment_refunds: 'payments',
  test_gateway_transactions: 'payments',
  test_gateway_refunds: 'payments',
  app_secrets: 'payments',

  // production: schedules, plan drafts and what was produced.
  production_schedules: 'production',
  production_entries: 'production',
  plan_drafts: 'production',

  // receivables: customers on credit, invoices, their ledger and the documents sent.
  customers: 'receivables',
  invoice_number_counters: 'receivables',
  invoices: 'receivables',
  invoice_lines: 'receivables',
  customer_ledger_entries: 'receivables',
  customer_document_sends: 'receivables',

  // reports: the report runs asked for.
  report_runs: 'reports',

  // sales: the stores' daily sales.
  store_sales: 'sales',

  // short-links: the short links sent in SMS.
  short_links: 'short-links',

  // statements: the scheduled customer statements.
  statement_schedules: 'statements',
  statement_runs: 'statements',
  statement_deliveries: 'statements',

  // stock: the stock ledger, its places and balances, dispatches, disputes, counts, transport, and
  // the closed months (stock refuses a move dated into one; carry-over asks stock to close it).
  closed_months: 'stock',
  stock_places: 'stock',
  stock_moves: 'stock',
  stock_balances: 'stock',
  stock_counts: 'stock',
  stock_count_lines: 'stock',
  dispatches: 'stock',
  dispatch_lines: 'stock',
  disputes: 'stock',
  drivers: 'stock',
  vehicles: 'stock',
  trips: 'stock',

  // lib: the server's machinery.
  idempotency_keys: 'lib',
  rate_limit_hits: 'lib',
  health_probe: 'lib',
} as const satisfies Record<string, string>;

export type OwnedTable = keyof typeof TABLE_OWNERS;

/**
 * Reference data nearly every screen names: any module may read these (a join is cheaper and
 * clearer than a call per row), only the owner writes them.
 */
export const SHARED_REFERENCE_TABLES: readonly OwnedTable[] = [
  // auth: the names of who did what, shown beside bookings, counts and notes.
  'users',
  // organisation: who and where.
  'teams',
  'outlets',
  'units',
  'stores',
  // catalogue: what the shop sells.
  'categories',
  'subcategories',
  'items',
  // inventory: what is planned, produced and moved, and who supplies it.
  'products',
  'suppliers',
  'product_suppliers',
  // payments: secrets the install made for itself; each module reads its own by name.
  'app_secrets',
];

/**
 * The modules whose job is to read across the business, and exactly what each may read (never
 * write). Dashboard and named queries read nothing themselves: they ask the owners' functions.
 */
export const READ_MODELS: Readonly<Record<string, readonly OwnedTable[]>> = {
  reports: [
    'production_entries',
    'store_bookings',
    'store_booking_lines',
    'stock_moves',
    'stock_balances',
    'stock_places',
    'stock_destructions',
    'dispatches',
    'dispatch_lines',
    'disputes',
    'trips',
    'drivers',
  ],
  dashboard: [],
  'named-queries': [],
};

/**
 * Uses outside the rules above that the record accepts by design, each with its reason. Not debts:
 * the test fails on any use that is neither ruled nor listed here.
 */
export const ACCEPTED_USES: readonly {
  module: string;
  table: OwnedTable;
  access: 'read' | 'write';
  why: string;
}[] = [
  {
    module: 'orders',
    table: 'idempotency_keys',
    access: 'write',
    why: 'placing an order claims its key in the same statement that writes the order: two round trips and all or nothing',
  },
  {
    module: 'orders',
    table: 'idempotency_keys',
    access: 'read',
    why: 'a retried order finds what its key placed with the same prepared statements',
  },
];

/** Why a module's use of a table breaks the rule, or null when it keeps it. */
export function ruleBrokenBy(use: {
  module: string;
  table: string;
  access: 'read' | 'write';
}): string | null {
  const owner = (TABLE_OWNERS as Record<string, string>)[use.table];
  if (!owner) return `${use.table} has no owner in db/table-owners.ts`;
  if (owner === use.module) return null;
  const table = use.table as OwnedTable;
  if (use.access === 'read' && SHARED_REFERENCE_TABLES.includes(table)) return null;
  if (use.access === 'read' && READ_MODELS[use.module]?.includes(table)) return null;
  if (ACCEPTED_USES.some((a) => a.module === use.module && a.table === table && a.access === use.access)) {
    return null;
  }
  return `${use.access === 'write' ? 'writes' : 'reads'} ${use.table}, which ${owner} owns`;
}
