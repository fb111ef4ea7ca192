import {
  type AdminOrderFilters,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  normalisePhone,
  type OrderKind,
  type OrderStatus,
  PAYMENT_STATUS,
  type PaymentStatus,
} from '@kadai/contract';
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';

export const adminOrderSummaryColumns = {
  orderId: orders.orderId,
  firstName: orders.firstName,
  lastName: orders.lastName,
  phone: orders.phone,
  email: orders.email,
  orderType: orders.orderType,
  kind: orders.kind,
  amountPaise: orders.amountPaise,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
  version: orders.version,
  receiptKey: orders.receiptKey,
  verificationKey: orders.verificationKey,
  custVerified: orders.custVerified,
  overallCustComment: orders.overallCustComment,
  // Each line rounded half up to the paisa, as lineTotalPaise does on the form (numeric arithmetic).
  estimatedTotal: sql<string>`(SELECT coalesce(sum(round(l.quantity * l.mrp_paise)), 0)::text FROM order_lines l WHERE l.order_id = ${orders.id})`,
};

type SummaryRow = {
  orderId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  orderType: string;
  kind: OrderKind;
  amountPaise: number | null;
  status: string;
  paymentStatus: number;
  createdAt: Date;
  version: number;
  receiptKey: string;
  verificationKey: string;
  custVerified: number;
  overallCustComment: string | null;
  estimatedTotal: string;
};

export function toAdminOrderSummary(row: SummaryRow): AdminOrderSummary {
  return {
    orderId: row.orderId,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    email: row.email,
    orderType: row.orderType,
    kind: row.kind,
    amountPaise: row.amountPaise,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    customerKey: row.receiptKey,
    verificationKey: row.verificationKey,
    verified: row.custVerified === 1,
    overallComment: row.overallCustComment,
    estimatedTotalPaise: Number(row.estimatedTotal),
  };
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Order id, customer name or phone: phones are stored as ten digits, so a typed +91 or spaces still match. */
function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  const matches: SQL[] = [
    ilike(orders.orderId, pattern),
    ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
  ];
  const digits = search.replace(/[\s\-()+]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    matches.push(ilike(orders.phone, likePattern(normalisePhone(digits) ?? digits)));
  }
  return or(...matches);
}

/**
 * The WHERE clause of the lists and the export. A date is a business day in Asia/Kolkata: from its
 * midnight there up to the next day's, whatever the server's or the database's own time zone.
 */
export function adminOrderConditions(filters: AdminOrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = filters.search?.trim();
  if (search) conditions.push(searchCondition(search));
  if (filters.from) {
    conditions.push(
      sql`${orders.createdAt} >= (${filters.from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`,
    );
  }
  if (filters.to) {
    conditions.push(
      sql`${orders.createdAt} < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`,
    );
  }
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.orderType) conditions.push(eq(orders.orderType, filters.orderType));
  if (filters.kind) conditions.push(eq(orders.kind, filters.kind));
  // A reversed card payment is money owed again: it is listed with the unpaid ones.
  if (filters.unpaid === 'true') conditions.push(ne(orders.paymentStatus, PAYMENT_STATUS.paid));
  return and(...conditions);
}

/** Newest first; the id breaks ties so a page never repeats or skips an order. */
export const adminOrderOrder = [desc(orders.createdAt), desc(orders.id)];

/** One page of the admin list (/admin, or /unpaidorders with unpaid=true) and the count of all that match. */
export async function listAdminOrders(db: DbOrTx, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const where = adminOrderConditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminOrderSummaryColumns)
      .from(orders)
      .where(where)
      .orderBy(...adminOrderOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map(toAdminOrderSummary),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
