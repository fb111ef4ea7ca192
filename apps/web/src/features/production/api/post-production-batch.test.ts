import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import type { IdbStore } from '../../../lib/idb-store.ts';
import {
  replaceStaffOutboxStoreForTests,
  type StaffSave,
  setStaffOutboxUser,
  staffOutboxEntries,
} from '../../../lib/staff-outbox.ts';
import { postOrKeepOffline } from './post-production-batch.ts';

function memoryStore(): IdbStore<StaffSave> {
  const rows = new Map<IDBValidKey, StaffSave>();
  return {
    put: async (value) => {
      rows.set(value.id, structuredClone(value));
    },
    getAll: async () => [...rows.values()],
    delete: async (key) => {
      rows.delete(key);
    },
  };
}

const input = { entries: [], idempotencyKey: 'log-key-0001' };
const kept = { label: 'Production Log — Groceries', typed: ['Rice: 4 kg'] };
const noAnswer = async () => {
  throw new ApiRequestError({ status: 0, code: 'network', message: 'Could not reach the shop', fields: [] });
};

describe('the production log kept on the phone', () => {
  beforeEach(() => {
    replaceStaffOutboxStoreForTests(memoryStore());
    setStaffOutboxUser(7);
  });
  afterEach(() => setStaffOutboxUser(null));

  it('is kept, with its key, when the browser knows it is offline', async () => {
    const outcome = await postOrKeepOffline(input, kept, () => true, noAnswer);
    expect('kept' in outcome).toBe(true);
    expect(await staffOutboxEntries()).toMatchObject([{ key: 'log-key-0001', label: kept.label }]);
  });

  it('is an error, kept nowhere, when the answer is lost while the browser thinks it is online', async () => {
    await expect(postOrKeepOffline(input, kept, () => false, noAnswer)).rejects.toMatchObject({
      code: 'network',
    });
    expect(await staffOutboxEntries()).toEqual([]);
  });
});
