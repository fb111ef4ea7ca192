import { type SignedUser, signedUserSchema } from '@kadai/contract';

const KEY = 'kadai.signed-user';

type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): KeptStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked by the browser's settings: the phone keeps nothing.
    return undefined;
  }
}

/**
 * Who was last signed in on this phone, for a staff page reopened with the network off: the frame
 * shows them and their screens instead of waiting for a server it cannot reach. It grants nothing:
 * every request still needs the session, and a 401 once the network is back sends them to sign in.
 */
export function keptSignedUser(store: KeptStorage | undefined = storage()): SignedUser | null {
  try {
    const parsed = signedUserSchema.safeParse(JSON.parse(store?.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the server's latest answer: the user, or null (signed out), which forgets them. */
export function keepSignedUser(user: SignedUser | null, store: KeptStorage | undefined = storage()): void {
  try {
    if (user) store?.setItem(KEY, JSON.stringify(user));
    else store?.removeItem(KEY);
  } catch {
    // A full or blocked storage only costs the offline reopen.
  }
}
