/**
 * Staff saves made while the phone had no network (a store room, a cold room, a van): kept in this
 * phone's IndexedDB with their body and Idempotency-Key, and sent one at a time, oldest first, when
 * the network is back, so nothing typed is lost and nothing is saved twice.
 *
 * How a screen uses it:
 * - Send as usual through `apiRequest`; when it throws an ApiRequestError with code 'network' (no
 *   answer came back), call `keepStaffSave({ label, method, path, body, key, … })` with the very
 *   key the form sent (its `useSubmitKey`), keep what was typed on screen and show
 *   `SAVED_ON_PHONE_MESSAGE`. `sendOrKeep` does both steps in one call.
 * - A react-query mutation that sends it needs `networkMode: 'always'`: by default react-query
 *   pauses a mutation while the browser says it is offline, so it would neither fail nor be kept.
 * - Don't invalidate the screen's queries when the save was kept (nothing changed on the server).
 * - Give `invalidate` the react-query keys the screen's data lives under: they are refreshed once
 *   the entry is accepted (`use-staff-outbox.ts` does it).
 * - Give `typed` (a human line per thing typed) so a refused entry still shows what was typed, and
 *   `form` ({ path, values }) if the screen can take its values back (`useRestoreStaffSave`).
 * - A save the server answers 2xx but that did not land (the dispatch was already received by
 *   someone else, listed in the answer) names that list in `conflict`.
 *
 * The rules of sending (decideAfterAnswer, sendStaffOutbox):
 * - 2xx: accepted, the entry leaves the phone (unless `conflict` finds its list non-empty: refused).
 * - 401: the session expired; the queue is held until someone signs in again.
 * - another 4xx (409 conflict, 422 bad input…): refused, kept with what was typed and the server's
 *   message and fields, until the person discards it or copies it back into the form.
 * - 5xx or no answer: still waiting; the rest wait behind it, so order is kept.
 * - An entry is sent only as the person who typed it: under another sign-in it is held.
 */

import { apiErrorSchema } from '@kadai/contract';
import type { FieldError } from './api-client.ts';
import { type IdbStore, idbStore, oneAtATime } from './idb-store.ts';
import { newUuid } from './uuid.ts';

export const SAVED_ON_PHONE_MESSAGE = 'Saved on this phone, will be sent when the network is back';

export type StaffSaveState = 'waiting' | 'sending' | 'refused';

export type StaffSaveRefusal = { status: number; message: string; fields: FieldError[] };

export type StaffSave = {
  id: string;
  /** What the person would call it: "Stock received — Dispatch 123 to Adyar". */
  label: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** The form's Idempotency-Key: a resend is the same write, never a second one. */
  key: string | null;
  /** When it was kept (ms since the epoch) and its place in the queue. */
  createdAt: number;
  seq: number;
  /** The signed-in staff user who typed it; it is never sent as anyone else. */
  userId: number;
  state: StaffSaveState;
  refusal?: StaffSaveRefusal;
  /** One line per thing typed, shown when the entry is refused. */
  typed?: string[];
  /** Where the form is and what it held, for "Open the form with what was typed". */
  form?: { path: string; values: unknown };
  /** A 2xx whose answer lists something here (non-empty array) did not land as typed. */
  conflict?: { listed: string; message: string };
  /** The react-query keys to refresh once it is accepted. */
  invalidate?: readonly (readonly unknown[])[];
};

export type NewStaffSave = Omit<StaffSave, 'id' | 'createdAt' | 'seq' | 'userId' | 'state' | 'refusal'>;

/** What became of one entry when it was tried. */
export type StaffSaveOutcome =
  | { outcome: 'accepted'; body: unknown }
  | { outcome: 'refused'; refusal: StaffSaveRefusal }
  | { outcome: 'session-expired' }
  | { outcome: 'retry-later' };

export type SendReport = {
  accepted: StaffSave[];
  refused: StaffSave[];
  /** A 401 stopped the round: sign in again to send the rest. */
  sessionExpired: boolean;
};

const REFUSED_WITHOUT_MESSAGE = 'The shop could not take this save.';

function refusalOf(status: number, body: unknown): StaffSaveRefusal {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { message, fields } = parsed.data.error;
    return { status, message, fields: fields ?? [] };
  }
  return { status, message: REFUSED_WITHOUT_MESSAGE, fields: [] };
}

/** The rule for one answer (status 0: no answer came back). */
export function decideAfterAnswer(
  entry: Pick<StaffSave, 'conflict'>,
  answer: { status: number; body: unknown },
): StaffSaveOutcome {
  const { status, body } = answer;
  if (status >= 200 && status < 300) {
    const listed = entry.conflict
      ? (body as Record<string, unknown> | undefined)?.[entry.conflict.listed]
      : undefined;
    if (entry.conflict && Array.isArray(listed) && listed.length > 0) {
      return { outcome: 'refused', refusal: { status, message: entry.conflict.message, fields: [] } };
    }
    return { outcome: 'accepted', body };
  }
  if (status === 401) return { outcome: 'session-expired' };
  // 408 (timed out) and 429 (too many) are the network's or the moment's, not the save's.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { outcome: 'refused', refusal: refusalOf(status, body) };
  }
  return { outcome: 'retry-later' };
}

/** The queue in the order it is sent: the order things were typed. */
export function inSendingOrder<T extends Pick<StaffSave, 'createdAt' | 'seq'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.createdAt - b.createdAt || a.seq - b.seq);
}

/** Whether the entry still has to go (as opposed to refused, waiting for the person). */
export function isPending(entry: Pick<StaffSave, 'state'>): boolean {
  return entry.state !== 'refused';
}

/** Held rather than sent: typed by someone other than who is signed in now. */
export function isHeldForAnotherUser(
  entry: Pick<StaffSave, 'userId'>,
  signedInUserId: number | null,
): boolean {
  return signedInUserId !== null && entry.userId !== signedInUserId;
}

/** Said at the top of a staff page while the phone is offline: which screens still save. */
export const OFFLINE_NOTICE =
  'You are offline. Stock received, recount, bookings, packing and production log will be sent when the network is back; other screens need the network.';

/** The header's words for the saves kept on this phone: "waiting for network (2) · not sent (1)". */
export function outboxLabel(entries: readonly Pick<StaffSave, 'state'>[]): string {
  const waiting = entries.filter(isPending).length;
  const refused = entries.length - waiting;
  return [
    waiting > 0 ? `waiting for network (${waiting})` : null,
    refused > 0 ? `not sent (${refused})` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** How the list of saves names an entry's state; `tone` is the colour it is shown in. */
export function saveStateOf(
  entry: Pick<StaffSave, 'state' | 'userId'>,
  signedInUserId: number | null,
): { text: string; tone: 'error' | 'default' | 'processing' | 'warning' } {
  if (entry.state === 'refused') return { text: 'Not sent', tone: 'error' };
  if (isHeldForAnotherUser(entry, signedInUserId))
    return { text: 'Held: typed by another user, sent when they sign in here', tone: 'default' };
  if (entry.state === 'sending') return { text: 'Sending', tone: 'processing' };
  return { text: 'Waiting for network', tone: 'warning' };
}

// ---------------------------------------------------------------------------------------------
// Storage, the signed-in user, and change notices

const DB_NAME = 'kadai-staff-offline';
let store: IdbStore<StaffSave> | null = null;
const saves = () => {
  store ??= idbStore<StaffSave>({ db: DB_NAME, store: 'saves', keyPath: 'id' });
  return store;
};

/** Tests give an in-memory store; the app uses IndexedDB. */
export function replaceStaffOutboxStoreForTests(replacement: IdbStore<StaffSave>): void {
  store = replacement;
}

let signedInUserId: number | null = null;

/** The staff frame names who is signed in (null: nobody); keepStaffSave files saves under them. */
export function setStaffOutboxUser(userId: number | null): void {
  signedInUserId = userId;
}

export function staffOutboxUser(): number | null {
  return signedInUserId;
}

const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DB_NAME);
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});
// Node's channel (the unit tests) would otherwise keep the process alive; browsers have no unref.
(channel as { unref?: () => void } | null)?.unref?.();

function changed(): void {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** Called whenever the queue changes, in this tab or another; returns the unsubscribe. */
export function onStaffOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let lastSeq = 0;

/** Keeps a save on the phone for sending later, filed under the signed-in user. */
export async function keepStaffSave(save: NewStaffSave): Promise<StaffSave> {
  if (signedInUserId === null) throw new Error('A staff save is kept only while someone is signed in');
  const now = Date.now();
  lastSeq = Math.max(lastSeq + 1, now);
  const entry: StaffSave = {
    ...save,
    id: newUuid(),
    createdAt: now,
    seq: lastSeq,
    userId: signedInUserId,
    state: 'waiting',
  };
  await saves().put(entry);
  changed();
  return entry;
}

export async function staffOutboxEntries(): Promise<StaffSave[]> {
  return inSendingOrder(await saves().getAll());
}

export async function discardStaffSave(id: string): Promise<void> {
  await saves().delete(id);
  changed();
}

/** Whether the error is the phone not reaching the shop (no answer, or a gateway's in its place). */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'network';
}

/**
 * Sends `save` now; when no answer comes back it is kept for later instead. The screen keeps what
 * was typed and shows SAVED_ON_PHONE_MESSAGE on `kept`.
 */
export async function sendOrKeep<T>(options: {
  send: () => Promise<T>;
  save: NewStaffSave;
}): Promise<{ sent: T } | { kept: StaffSave }> {
  try {
    return { sent: await options.send() };
  } catch (error) {
    if (!isNetworkFailure(error) || signedInUserId === null) throw error;
    return { kept: await keepStaffSave(options.save) };
  }
}

// ---------------------------------------------------------------------------------------------
// Sending

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

async function answerTo(entry: StaffSave, send: Fetch): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (entry.key) headers['Idempotency-Key'] = entry.key;
  try {
    const response = await send(entry.path, {
      method: entry.method,
      headers,
      body: JSON.stringify(entry.body),
      credentials: 'same-origin',
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    return { status: 0, body: undefined };
  }
}

/**
 * Sends the signed-in user's waiting entries, oldest first, one sender per browser at a time. Stops
 * at the first that gets no answer or a 5xx (the rest wait behind it) and at a 401.
 */
export function sendStaffOutbox(options: { fetch?: Fetch } = {}): Promise<SendReport> {
  const send = options.fetch ?? ((path, init) => fetch(path, init));
  return oneAtATime(DB_NAME, async () => {
    const report: SendReport = { accepted: [], refused: [], sessionExpired: false };
    const userId = signedInUserId;
    if (userId === null) return report;
    for (const entry of await staffOutboxEntries()) {
      if (!isPending(entry) || isHeldForAnotherUser(entry, userId)) continue;
      await saves().put({ ...entry, state: 'sending' });
      changed();
      const decided = decideAfterAnswer(entry, await answerTo(entry, send));
      if (decided.outcome === 'accepted') {
        await saves().delete(entry.id);
        report.accepted.push(entry);
      } else if (decided.outcome === 'refused') {
        const refused: StaffSave = { ...entry, state: 'refused', refusal: decided.refusal };
        await saves().put(refused);
        report.refused.push(refused);
      } else {
        await saves().put({ ...entry, state: 'waiting' });
        changed();
        report.sessionExpired = decided.outcome === 'session-expired';
        break;
      }
      changed();
    }
    return report;
  });
}
