import { createHmac } from 'node:crypto';
import { INVOICE_LINK_DAYS, INVOICE_LINK_MESSAGES } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { appSecrets } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sameSecret } from '../../../lib/same-secret.ts';

/**
 * The signed, read-only link to a customer's invoice or outstanding document (/invoice/{token}),
 * sent by SMS and e-mail. The token names the customer, the invoice (or 'o' for the outstanding
 * document) and when it expires, and carries an HMAC-SHA256 of them under the install's own key
 * (app_secrets 'invoice-link', made by migration 0017), as the payment MAC does (payment-mac.ts):
 * it cannot be forged or pointed at another customer, and it is short enough for an SMS.
 *
 * c{customerId}.{i{invoiceId}|o}.{expiry, unix seconds in base 36}.{22 characters of MAC, 132 bits}
 */
export type InvoiceLinkTarget = { customerId: number; invoiceId: number | null };

const KEY_NAME = 'invoice-link';
const keys = new WeakMap<object, Promise<string>>();
const TOKEN_PATTERN = /^c([1-9]\d{0,9})\.(i[1-9]\d{0,9}|o)\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

function linkKey(db: DbOrTx): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, KEY_NAME))
      .then(([row]) => {
        if (!row) throw new Error('the invoice link key is missing: run the migrations');
        return row.value;
      });
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`invoice-link|${payload}`).digest('base64url').slice(0, 22);

export async function makeInvoiceLinkToken(
  db: DbOrTx,
  target: InvoiceLinkTarget & { now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = target.now ?? new Date();
  const expiresAt = new Date(now.getTime() + INVOICE_LINK_DAYS * 86_400_000);
  const payload = `c${target.customerId}.${target.invoiceId === null ? 'o' : `i${target.invoiceId}`}.${Math.floor(
    expiresAt.getTime() / 1000,
  ).toString(36)}`;
  return { token: `${payload}.${mac(await linkKey(db), payload)}`, expiresAt };
}

/** The link's path on the shop's own site (what an SMS's short link leads to). */
export function invoiceLinkPath(token: string): string {
  return `/invoice/${token}`;
}

/** The link's address on the shop's own site. */
export function invoiceLinkUrl(origin: string, token: string): string {
  return `${origin}${invoiceLinkPath(token)}`;
}

/** What a token opens: 404 for a malformed or forged one, 410 once it has expired. */
export async function readInvoiceLinkToken(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<InvoiceLinkTarget & { expiresAt: Date }> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) throw AppError.notFound(INVOICE_LINK_MESSAGES.notFound);
  const [, customer, target, expiry, given] = match as unknown as [string, string, string, string, string];
  const payload = `c${customer}.${target}.${expiry}`;
  if (!sameSecret(mac(await linkKey(db), payload), given))
    throw AppError.notFound(INVOICE_LINK_MESSAGES.notFound);
  const expiresAt = new Date(Number.parseInt(expiry, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw new AppError('gone', INVOICE_LINK_MESSAGES.expired);
  return {
    customerId: Number(customer),
    invoiceId: target === 'o' ? null : Number(target.slice(1)),
    expiresAt,
  };
}
