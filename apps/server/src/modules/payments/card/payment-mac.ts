import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { appSecrets } from '../../../db/schema/index.ts';
import { sameSecret } from '../../../lib/same-secret.ts';

const keys = new WeakMap<object, Promise<string>>();

/** The install's MAC key (made by migration 0008), read once per database handle. */
export function paymentMacKey(db: DbOrTx): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, 'payment-mac'))
      .then(([row]) => {
        if (!row) throw new Error('the payment MAC key is missing: run the migrations');
        return row.value;
      });
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The MAC an attempt carries to the gateway in merchant_param1 and must bring back: it binds the
 * gateway order id to the amount charged, so an answer about another attempt or another amount
 * does not pass even if it decrypts. 32 characters of HMAC-SHA256 (192 bits).
 */
export function attemptMac(key: string, attempt: { gatewayOrderId: string; amountPaise: number }): string {
  return createHmac('sha256', key)
    .update(`${attempt.gatewayOrderId}|${attempt.amountPaise}`)
    .digest('base64url')
    .slice(0, 32);
}

export function sameMac(expected: string, given: string | null | undefined): boolean {
  return typeof given === 'string' && sameSecret(expected, given);
}
