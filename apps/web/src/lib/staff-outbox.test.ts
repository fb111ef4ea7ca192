import { beforeEach, describe, expect, it } from 'vitest';
import type { IdbStore } from './idb-store.ts';
import {
  decideAfterAnswer,
  inSendingOrder,
  isHeldForAnotherUser,
  keepStaffSave,
  type NewStaffSave,
  outboxLabel,
  replaceStaffOutboxStoreForTests,
  type StaffSave,
  saveStateOf,
  sendOrKeep,
  sendStaffOutbox,
  setStaffOutboxUser,
  staffOutboxEntries,
} from './staff-outbox.ts';

function memoryStore(): IdbStore<StaffSave> {
  const rows = new Map<IDBValidKey, StaffSave>();
  return {
    put: async (value) => {
      rows.set(value.id, structuredClone(value));
    },
    getAll: async () => [...rows.values()].map((row) => structuredClone(row)),
    delete: async (key) => {
      rows.delete(key);
    },
  };
}

const save = (label: string, extra: Partial<NewStaffSave> = {}): NewStaffSave => ({
  label,
  method: 'POST',
  path: `/api/${label}`,
  body: { label },
  key: `key-${label}`,
  ...extra,
});

/** A server that answers each path from the list, and records what it was sent. */
function server(answers: Record<string, { status: number; body?: unknown } | 'offline'>) {
  const sent: { path: string; key: string | null; body: unknown }[] = [];
  const fetch = async (path: string, init: RequestInit) => {
    const answer = answers[path] ?? { status: 200, body: {} };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    sent.push({
      path,
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  };
  return { sent, fetch };
}

const errorBody = (message: string) => ({
  error: { code: 'conflict', message, fields: [{ path: 'lines.0.quantity', message: 'Too many' }] },
});

describe('decideAfterAnswer', () => {
  it('accepts a 2xx and keeps waiting on a 5xx or no answer', () => {
    expect(decideAfterAnswer({}, { status: 201, body: { id: 1 } })).toEqual({
      outcome: 'accepted',
      body: { id: 1 },
    });
    expect(decideAfterAnswer({}, { status: 503, body: undefined }).outcome).toBe('retry-later');
    expect(decideAfterAnswer({}, { status: 0, body: undefined }).outcome).toBe('retry-later');
    expect(decideAfterAnswer({}, { status: 429, body: undefined }).outcome).toBe('retry-later');
  });

  it("refuses a 409 or 422 with the server's message and fields, and holds the queue on a 401", () => {
    expect(decideAfterAnswer({}, { status: 409, body: errorBody('Already received') })).toEqual({
      outcome: 'refused',
      refusal: {
        status: 409,
        message: 'Already received',
        fields: [{ path: 'lines.0.quantity', message: 'Too many' }],
      },
    });
    expect(decideAfterAnswer({}, { status: 422, body: 'not json' })).toMatchObject({
      outcome: 'refused',
      refusal: { status: 422, fields: [] },
    });
    expect(decideAfterAnswer({}, { status: 401, body: undefined }).outcome).toBe('session-expired');
  });

  it('refuses a 2xx whose answer lists what someone else saved first', () => {
    const conflict = { listed: 'alreadyReceived', message: 'Someone else received it first' };
    expect(
      decideAfterAnswer({ conflict }, { status: 200, body: { alreadyReceived: [{ lineId: 4 }] } }),
    ).toEqual({
      outcome: 'refused',
      refusal: { status: 200, message: 'Someone else received it first', fields: [] },
    });
    expect(decideAfterAnswer({ conflict }, { status: 200, body: { alreadyReceived: [] } }).outcome).toBe(
      'accepted',
    );
  });
});

describe('the order and the user of a queue', () => {
  it('sends in the order things were kept, whatever order the store returns them in', () => {
    const entries = [
      { id: 'c', createdAt: 20, seq: 3 },
      { id: 'a', createdAt: 10, seq: 1 },
      { id: 'b', createdAt: 10, seq: 2 },
    ];
    expect(inSendingOrder(entries).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('holds an entry typed by someone other than who is signed in', () => {
    expect(isHeldForAnotherUser({ userId: 7 }, 8)).toBe(true);
    expect(isHeldForAnotherUser({ userId: 7 }, 7)).toBe(false);
  });
});

describe('how the header and the list word the queue', () => {
  it('counts what waits and what was refused, in the header’s words', () => {
    expect(outboxLabel([])).toBe('');
    expect(outboxLabel([{ state: 'waiting' }, { state: 'sending' }])).toBe('waiting for network (2)');
    expect(outboxLabel([{ state: 'refused' }])).toBe('not sent (1)');
    expect(outboxLabel([{ state: 'waiting' }, { state: 'refused' }, { state: 'refused' }])).toBe(
      'waiting for network (1) · not sent (2)',
    );
  });

  it('names each entry’s state, a refusal before anything else', () => {
    expect(saveStateOf({ state: 'refused', userId: 2 }, 1).text).toBe('Not sent');
    expect(saveStateOf({ state: 'waiting', userId: 2 }, 1).text).toBe(
      'Held: typed by another user, sent when they sign in here',
    );
    expect(saveStateOf({ state: 'sending', userId: 1 }, 1)).toEqual({ text: 'Sending', tone: 'processing' });
    expect(saveStateOf({ state: 'waiting', userId: 1 }, null)).toEqual({
      text: 'Waiting for network',
      tone: 'warning',
    });
  });
});

describe('sendStaffOutbox', () => {
  beforeEach(() => {
    replaceStaffOutboxStoreForTests(memoryStore());
    setStaffOutboxUser(7);
  });

  it('sends oldest first with each entry’s own key, and lets accepted ones go', async () => {
    await keepStaffSave(save('first'));
    await keepStaffSave(save('second'));
    const shop = server({});
    const report = await sendStaffOutbox({ fetch: shop.fetch });
    expect(shop.sent).toEqual([
      { path: '/api/first', key: 'key-first', body: { label: 'first' } },
      { path: '/api/second', key: 'key-second', body: { label: 'second' } },
    ]);
    expect(report.accepted.map((entry) => entry.label)).toEqual(['first', 'second']);
    expect(await staffOutboxEntries()).toEqual([]);
  });

  it('keeps a refused entry with what was typed and goes on with the next', async () => {
    await keepStaffSave(save('stale', { typed: ['Onion: 4 kg'] }));
    await keepStaffSave(save('fine'));
    const shop = server({ '/api/stale': { status: 409, body: errorBody('Someone changed it first') } });
    const report = await sendStaffOutbox({ fetch: shop.fetch });
    expect(report.refused.map((entry) => entry.label)).toEqual(['stale']);
    expect(report.accepted.map((entry) => entry.label)).toEqual(['fine']);
    const [kept, ...rest] = await staffOutboxEntries();
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({
      label: 'stale',
      state: 'refused',
      body: { label: 'stale' },
      typed: ['Onion: 4 kg'],
      refusal: { status: 409, message: 'Someone changed it first' },
    });
    // A refused entry waits for the person: the next round does not send it again.
    const again = server({});
    await sendStaffOutbox({ fetch: again.fetch });
    expect(again.sent).toEqual([]);
  });

  it('stops at no answer or a 5xx so that later entries never overtake it', async () => {
    await keepStaffSave(save('first'));
    await keepStaffSave(save('second'));
    await sendStaffOutbox({ fetch: server({ '/api/first': 'offline' }).fetch });
    const busy = server({ '/api/first': { status: 503 } });
    await sendStaffOutbox({ fetch: busy.fetch });
    expect(busy.sent.map((sent) => sent.path)).toEqual(['/api/first']);
    expect((await staffOutboxEntries()).map((entry) => [entry.label, entry.state])).toEqual([
      ['first', 'waiting'],
      ['second', 'waiting'],
    ]);
  });

  it('holds the whole queue on a 401 until someone signs in again', async () => {
    await keepStaffSave(save('first'));
    await keepStaffSave(save('second'));
    const shop = server({ '/api/first': { status: 401 } });
    const report = await sendStaffOutbox({ fetch: shop.fetch });
    expect(report.sessionExpired).toBe(true);
    expect(shop.sent.map((sent) => sent.path)).toEqual(['/api/first']);
    expect(await staffOutboxEntries()).toHaveLength(2);
  });

  it('never sends an entry as another user, and sends it once its own user is back', async () => {
    await keepStaffSave(save('mine'));
    setStaffOutboxUser(8);
    await keepStaffSave(save('theirs'));
    const asEight = server({});
    await sendStaffOutbox({ fetch: asEight.fetch });
    expect(asEight.sent.map((sent) => sent.path)).toEqual(['/api/theirs']);
    expect((await staffOutboxEntries()).map((entry) => [entry.label, entry.userId])).toEqual([['mine', 7]]);
    setStaffOutboxUser(7);
    const asSeven = server({});
    await sendStaffOutbox({ fetch: asSeven.fetch });
    expect(asSeven.sent.map((sent) => sent.path)).toEqual(['/api/mine']);
  });

  it('sends nothing while nobody is signed in', async () => {
    await keepStaffSave(save('mine'));
    setStaffOutboxUser(null);
    const shop = server({});
    await sendStaffOutbox({ fetch: shop.fetch });
    expect(shop.sent).toEqual([]);
  });
});

describe('sendOrKeep', () => {
  beforeEach(() => {
    replaceStaffOutboxStoreForTests(memoryStore());
    setStaffOutboxUser(7);
  });

  it('keeps the save when the network is away, and only then', async () => {
    const offline = Object.assign(new Error('Could not reach the shop.'), { code: 'network' });
    const kept = await sendOrKeep({ send: () => Promise.reject(offline), save: save('receipt') });
    expect(kept).toMatchObject({
      kept: { label: 'receipt', key: 'key-receipt', userId: 7, state: 'waiting' },
    });
    expect(await sendOrKeep({ send: async () => 'done', save: save('other') })).toEqual({ sent: 'done' });
    const refused = Object.assign(new Error('Bad input'), { code: 'validation' });
    await expect(sendOrKeep({ send: () => Promise.reject(refused), save: save('bad') })).rejects.toBe(
      refused,
    );
    expect((await staffOutboxEntries()).map((entry) => entry.label)).toEqual(['receipt']);
  });
});
