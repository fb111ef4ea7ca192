import type { Role, SignedUser } from '@kadai/contract';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createUser } from '../modules/auth/users/create-user.ts';

export const TEST_PASSWORD = 'a long test password';
let counter = 0;

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** A staff user with a known password (each call makes a new one). */
export async function createStaffUser(
  db: Database,
  options: {
    role: Role;
    username?: string;
    displayName?: string;
    teamId?: string;
    outletId?: string;
    storeId?: string;
  },
) {
  counter += 1;
  const username = options.username ?? `${options.role}-${process.pid}-${counter}`;
  const user = await createUser(db, {
    username,
    displayName: options.displayName ?? `Test ${options.role} ${counter}`,
    role: options.role,
    teamId: options.teamId ?? null,
    outletId: options.outletId ?? null,
    storeId: options.storeId ?? null,
    password: TEST_PASSWORD,
  });
  return { ...user, password: TEST_PASSWORD };
}

/** Signs in through POST /dataapi/login, as a client would; `headers` carry the token. */
export async function signInAs(
  app: App,
  db: Database,
  options: Parameters<typeof createStaffUser>[1],
): Promise<{ token: string; headers: { authorization: string }; user: SignedUser }> {
  const user = await createStaffUser(db, options);
  const res = await app.inject({
    method: 'POST',
    url: '/dataapi/login',
    headers: { authorization: basicAuth(user.username, user.password) },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = String(res.headers.authorization);
  return { token, headers: { authorization: token }, user: res.json() };
}

/** A request as a signed-in user (their `headers` from signInAs), with an optional JSON body. */
export function injectAs(app: App) {
  return (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });
}
