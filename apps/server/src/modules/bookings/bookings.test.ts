import { BOOKING_FORM_MESSAGES, businessDay, wastageReasonMessage } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed-database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { dispositionFileName, readSheet } from '../../test/kits/production-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const { db } = await useTestDatabase();
await seedDatabase(db, { catalogue: 'demo' });
const app = await buildTestApp(db);
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
let adyar: Headers; // store staff of Adyar
let admin: Headers;
let vegetables: { id: number; name: string }[] = [];
let notVegetable = 0;
const today = businessDay();

beforeAll(async () => {
  adyar = (await signInAs(app, db, { role: 'store-staff', storeId: 'adyar', displayName: 'முருகன்' })).headers;
  admin = (await signInAs(app, db, { role: 'admin', displayName: 'Head Admin' })).headers;
  const veg = await db.execute<{ id: number; name: string }>(sql`
    select i.id, i.name from items i join subcategories s on s.id = i.subcategory_id
    where s.column = 'veg' and i.live = 1 order by i.id limit 4`);
  vegetables = veg.rows;
  const other = await db.execute<{ id: number }>(sql`
    select i.id from items i join subcategories s on s.id = i.subcategory_id
    where s.column <> 'veg' limit 1`);
  notVegetable = other.rows[0]?.id ?? 0;
  expect(vegetables).toHaveLength(4);
});

const veg = (n: number) => {
  const item = vegetables[n];
  if (!item) throw new Error(`no vegetable ${n}`);
  return item;
};

function save(kind: string, body: object, headers: Headers = adyar) {
  return inject('PUT', `/api/bookings/${kind}`, headers, body);
}
const stockOf = (date: string, baseRevision: number | null, lines: object[], extra: object = {}) => ({
  storeId: 'adyar',
  sentBy: 'முருகன்',
  date,
  others: '',
  lines,
  baseRevision,
  ...extra,
});

describe('vegetable stock and wastage bookings', () => {
  it('books stock with an acknowledgement id; a second booking of the day edits the first, with history', async () => {
    const date = '2026-11-20';
    const first = await save(
      'stock',
      stockOf(date, null, [
        { itemId: veg(0).id, quantity: 12.5 },
        { itemId: veg(1).id, quantity: 0 },
      ]),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      kind: 'stock',
      storeId: 'adyar',
      storeName: 'Adyar',
      date,
      revision: 1,
      acknowledgementId: 'VS-ADYAR-20261120-1',
      sentBy: 'முருகன்',
    });
    // The zero line is not a booking.
    expect(first.json().lines).toEqual([
      expect.objectContaining({ itemId: veg(0).id, quantity: 12.5, w: null, reason: null }),
    ]);

    const opened = await inject('GET', `/api/bookings/stock?storeId=adyar&date=${date}`, adyar);
    expect(opened.json().booking.revision).toBe(1);

    const edited = await save(
      'stock',
      stockOf(date, 1, [{ itemId: veg(1).id, quantity: 3 }], { others: 'Drumsticks came late' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ revision: 2, acknowledgementId: 'VS-ADYAR-20261120-2' });
    expect(edited.json().lines.map((l: { itemId: number }) => l.itemId)).toEqual([veg(1).id]);
    expect(edited.json().history.map((h: { revision: number }) => h.revision)).toEqual([2, 1]);
    expect(edited.json().history[1].lines[0]).toMatchObject({ itemId: veg(0).id, quantity: 12.5 });

    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from store_bookings where store_id = 'adyar' and business_date = ${date}`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('refuses a save made on an older revision, naming who saved since, and changes nothing', async () => {
    const date = '2026-11-19';
    expect((await save('stock', stockOf(date, null, [{ itemId: veg(0).id, quantity: 1 }]))).statusCode).toBe(
      200,
    );
    expect(
      (await save('stock', stockOf(date, 1, [{ itemId: veg(0).id, quantity: 2 }]), admin)).statusCode,
    ).toBe(200);
    // This phone still shows revision 1; so does a second phone that opened the empty day.
    for (const base of [1, null]) {
      const stale = await save('stock', stockOf(date, base, [{ itemId: veg(0).id, quantity: 9 }]));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toMatch(/saved by Head Admin at \d\d:\d\d \(VS-ADYAR-20261119-2\)/);
    }
    const now = await inject('GET', `/api/bookings/stock?storeId=adyar&date=${date}`, adyar);
    expect(now.json().booking).toMatchObject({
      revision: 2,
      lines: [expect.objectContaining({ quantity: 2 })],
    });
  });

  it('answers a retried save as the first, and two first saves at once make one booking', async () => {
    const date = '2026-11-18';
    const body = stockOf(date, null, [{ itemId: veg(2).id, quantity: 4 }]);
    const [a, b] = await Promise.all([save('stock', body), save('stock', body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().revision).toBe(1);
    expect(b.json().revision).toBe(1);
    // The same from another user is not a retry.
    expect((await save('stock', body, admin)).statusCode).toBe(409);
  });

  it('answers a save sent again with its Idempotency-Key as the first, after a later save too, and writes once', async () => {
    const date = '2026-11-17';
    const keyed = { ...adyar, 'idempotency-key': 'offline-booking-0001' };
    const body = stockOf(date, null, [{ itemId: veg(3).id, quantity: 6.25 }]);
    const first = await save('stock', body, keyed);
    expect(first.statusCode, first.body).toBe(200);
    expect((await save('stock', body, keyed)).json()).toEqual(first.json());
    // A colleague saves on top; the phone's resend is still its own save, not a stale one.
    expect(
      (await save('stock', stockOf(date, 1, [{ itemId: veg(3).id, quantity: 7 }]), admin)).statusCode,
    ).toBe(200);
    const again = await save('stock', body, keyed);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const saves = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from store_booking_revisions r join store_bookings b on b.id = r.booking_id
      where b.store_id = 'adyar' and b.kind = 'stock' and b.business_date = ${date}`);
    expect(saves.rows[0]?.n).toBe(2);
    // The same key with other lines is another write, refused rather than taken as this one.
    const changed = await save('stock', stockOf(date, null, [{ itemId: veg(3).id, quantity: 1 }]), keyed);
    expect(changed.statusCode).toBe(422);
  });

  it('keeps wastage K and W with a reason per item, and refuses a wasted item without one', async () => {
    const date = '2026-11-20';
    const missing = await save('wastage', {
      ...stockOf(date, null, [
        { itemId: veg(0).id, quantity: 1, w: 0.5, reason: 'spoiled' },
        { itemId: veg(1).id, quantity: 0, w: 2 },
      ]),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([
      { path: 'lines.1.reason', message: wastageReasonMessage(veg(1).name) },
    ]);
    const ok = await save(
      'wastage',
      stockOf(date, null, [
        { itemId: veg(0).id, quantity: 1, w: 0.5, reason: 'spoiled' },
        { itemId: veg(1).id, quantity: 0, w: 2, reason: 'damaged' },
      ]),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ acknowledgementId: 'VW-ADYAR-20261120-1', kind: 'wastage' });
    expect(ok.json().lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemId: veg(0).id, quantity: 1, w: 0.5, reason: 'spoiled' }),
        expect.objectContaining({ itemId: veg(1).id, quantity: 0, w: 2, reason: 'damaged' }),
      ]),
    );
    const summary = await inject('GET', `/api/bookings/wastage-summary?from=${date}&to=${date}`, admin);
    expect(summary.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemName: veg(1).name, reason: 'damaged', k: 0, w: 2, days: 1 }),
        expect.objectContaining({ itemName: veg(0).name, reason: 'spoiled', k: 1, w: 0.5 }),
      ]),
    );
  });

  it.each([
    [{ storeId: '' }, 'storeId', BOOKING_FORM_MESSAGES.store],
    [{ sentBy: '  ' }, 'sentBy', BOOKING_FORM_MESSAGES.sentBy],
    [{ date: '' }, 'date', BOOKING_FORM_MESSAGES.date],
    [{ lines: [] }, 'lines', BOOKING_FORM_MESSAGES.empty],
    [{ date: '2999-01-01' }, 'date', `Date: not after today (${today})`],
    [{ storeId: 'mars' }, 'storeId', 'Store: no store "mars"'],
    [{ lines: [{ itemId: 1, quantity: -1 }] }, 'lines.0.quantity', 'Quantity: 0 or more'],
    [
      { lines: [{ itemId: 1, quantity: 1.0005 }] },
      'lines.0.quantity',
      'Quantity: at most 3 decimals (to the gram)',
    ],
  ])('names the field for %o, in the form’s words', async (change, path, message) => {
    const res = await save(
      'stock',
      { ...stockOf('2026-11-10', null, [{ itemId: veg(0).id, quantity: 1 }]), ...change },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual({ path, message });
  });

  it('books only vegetables, each once, and no stock for T. Nagar', async () => {
    const notVeg = await save('stock', stockOf('2026-11-11', null, [{ itemId: notVegetable, quantity: 1 }]));
    expect(notVeg.json().error.fields).toEqual([
      { path: 'lines.0.itemId', message: `Item ${notVegetable}: not a vegetable of the catalogue` },
    ]);
    const twice = await save(
      'stock',
      stockOf('2026-11-11', null, [
        { itemId: veg(0).id, quantity: 1 },
        { itemId: veg(0).id, quantity: 2 },
      ]),
    );
    expect(twice.json().error.fields).toEqual([
      { path: 'lines.1.itemId', message: `${veg(0).name}: listed twice` },
    ]);
    const tNagar = await save(
      'stock',
      stockOf('2026-11-11', null, [{ itemId: veg(0).id, quantity: 1 }], { storeId: 't-nagar' }),
      admin,
    );
    expect(tNagar.json().error.fields).toEqual([
      { path: 'storeId', message: 'Store: T. Nagar does not book vegetable stock' },
    ]);
    const wastageThere = await save(
      'wastage',
      stockOf('2026-11-11', null, [{ itemId: veg(0).id, quantity: 1, reason: 'expired' }], {
        storeId: 't-nagar',
      }),
      admin,
    );
    expect(wastageThere.statusCode).toBe(200);
  });

  it("keeps store staff to their own store: another's booking is refused, lists narrowed", async () => {
    const other = await save(
      'wastage',
      stockOf('2026-11-12', null, [], { storeId: 'alwarpet', others: 'x' }),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().error.fields).toEqual([
      { path: 'storeId', message: 'You work for the store "adyar", not "alwarpet"' },
    ]);
    expect(
      (await inject('GET', '/api/bookings/stock?storeId=alwarpet&date=2026-11-12', adyar)).statusCode,
    ).toBe(403);
    const adminSaved = await save(
      'stock',
      stockOf('2026-11-12', null, [{ itemId: veg(3).id, quantity: 5 }], { storeId: 'alwarpet' }),
      admin,
    );
    expect(adminSaved.statusCode).toBe(200);
    const list = await inject('GET', '/api/bookings?from=2026-11-01&to=2026-11-30', adyar);
    expect(list.statusCode).toBe(200);
    const stores = new Set(list.json().bookings.map((b: { storeId: string }) => b.storeId));
    expect([...stores]).toEqual(['adyar']);
    const all = await inject('GET', '/api/bookings?from=2026-11-01&to=2026-11-30', admin);
    expect(all.json().bookings.map((b: { storeId: string }) => b.storeId)).toContain('alwarpet');
  });

  it('exports what the list shows, a row per item', async () => {
    const res = await inject(
      'GET',
      '/api/bookings/export.xlsx?from=2026-11-20&to=2026-11-20&kind=wastage',
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe(
      'Vegetable_Bookings_2026-11-20_2026-11-20.xlsx',
    );
    const { rows } = await readSheet(res.rawPayload);
    const items = rows.filter((row) => row.includes('VW-ADYAR-20261120-1'));
    expect(items).toHaveLength(2);
    expect(items.map((row) => row[5])).toEqual(expect.arrayContaining([veg(0).name, veg(1).name]));
    expect(items.find((row) => row[5] === veg(1).name)).toEqual(expect.arrayContaining(['Damaged', 2]));
  });

  it('is for store staff and admins only', async () => {
    const cook = (await signInAs(app, db, { role: 'production' })).headers;
    expect((await save('stock', stockOf(today, null, [], { others: 'x' }), cook)).statusCode).toBe(403);
  });
});
