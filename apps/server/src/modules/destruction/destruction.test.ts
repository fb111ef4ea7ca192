import {
  businessDay,
  DESTRUCTION_LIST_MAX_DAYS,
  DESTRUCTION_MESSAGES,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestProducts, readSheet } from '../../test/kits/production-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { postStockMoves } from '../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';
import { checkStockBalances } from '../stock/on-hand/check-stock-balances.ts';
import { listDestructions } from './list-destructions.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
type Product = { id: string; name: string; variantName: string };
let shop: Headers; // outlet staff of `outlet`
let otherShop: Headers;
let warehouse: Headers;
let cook: Headers;
let outlet = '';
let otherOutlet = '';
let bread: Product;
let cake: Product;
const today = businessDay();

/** The smallest PNG there is: a real image's first bytes, which the server checks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  const outlets = (await listOutlets(db)).filter((o) => o.id !== WAREHOUSE_OUTLET_ID);
  outlet = outlets[0]?.id ?? '';
  otherOutlet = outlets[1]?.id ?? '';
  shop = (await signInAs(app, db, { role: 'outlet', outletId: outlet })).headers;
  otherShop = (await signInAs(app, db, { role: 'outlet', outletId: otherOutlet })).headers;
  cook = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
  const signed = await signInAs(app, db, { role: 'warehouse' });
  warehouse = signed.headers;
  const made = await createTestProducts(db, { teamId: 'kitchen', count: 2 });
  if (!made[0] || !made[1]) throw new Error('no products');
  [bread, cake] = [made[0], made[1]];
  await db.transaction(async (tx) => {
    const shelf = await outletPlace(tx, outlet);
    const store = await outletPlace(tx, WAREHOUSE_OUTLET_ID);
    await postStockMoves(
      tx,
      [
        { productId: bread.id, quantity: 10, from: null, to: shelf, reason: 'opening' },
        { productId: cake.id, quantity: 4, from: null, to: shelf, reason: 'opening' },
        { productId: bread.id, quantity: 20, from: null, to: store, reason: 'opening' },
      ],
      { user: signed.user },
    );
  });
});

async function onHand(outletId: string, productId: string): Promise<number> {
  const res = await inject('GET', `/api/stock/on-hand?outletId=${outletId}`, warehouse);
  return res.json().rows.find((row: { productId: string }) => row.productId === productId)?.quantity ?? 0;
}

async function destructions(): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from stock_destructions`);
  return result.rows[0]?.n ?? 0;
}

const photo = { contentType: 'image/png', content: PNG.toString('base64') };

describe('Expiry Management', () => {
  it('refuses to destroy more than the place holds, naming the product, and writes nothing', async () => {
    const res = await inject('POST', '/api/destruction', shop, {
      outletId: outlet,
      reason: 'expired',
      photo,
      lines: [
        { productId: bread.id, quantity: 2 },
        { productId: cake.id, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      new RegExp(`^${cake.name} ${cake.variantName}: 5 to destroy, .+ holds 4$`),
    );
    expect(res.json().error.fields[0].path).toBe('lines.1.quantity');
    expect(await destructions()).toBe(0);
    expect(await onHand(outlet, bread.id)).toBe(10);
    const photos = await db.execute<{ n: number }>(sql`select count(*)::int as n from destruction_photos`);
    expect(photos.rows[0]?.n).toBe(0);
  });

  it('destroys with a reason and a photo: a destroyed move per product, the rows, the photo shown', async () => {
    const res = await inject('POST', '/api/destruction', shop, {
      outletId: outlet,
      reason: 'spoiled',
      photo,
      lines: [
        { productId: bread.id, quantity: 2.5 },
        { productId: cake.id, quantity: 4 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().destroyed).toBe(2);
    expect(await onHand(outlet, bread.id)).toBe(7.5);
    expect(await onHand(outlet, cake.id)).toBe(0);

    const list = await inject('GET', `/api/destruction?from=${today}&to=${today}`, shop);
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { productId: string; stockMoveId: number; photoId: number; reason: string }[];
    expect(rows).toHaveLength(2);
    const breadRow = rows.find((row) => row.productId === bread.id);
    expect(breadRow).toMatchObject({ reason: 'spoiled', quantity: 2.5, businessDay: today });
    const move = await db.execute<{ reason: string; quantity: string; to_place_id: number | null }>(sql`
      select reason, quantity::text, to_place_id from stock_moves where id = ${breadRow?.stockMoveId}`);
    expect(move.rows[0]).toEqual({ reason: 'destroyed', quantity: '2.500', to_place_id: null });

    const image = await inject('GET', `/api/destruction/photos/${breadRow?.photoId}`, shop);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Stored re-encoded (metadata dropped), so the same picture rather than the same bytes.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // Another outlet sees neither the photo nor the row.
    expect((await inject('GET', `/api/destruction/photos/${breadRow?.photoId}`, otherShop)).statusCode).toBe(
      403,
    );
    const theirs = await inject(
      'GET',
      `/api/destruction?from=${today}&to=${today}&outletId=${outlet}`,
      otherShop,
    );
    expect(theirs.statusCode).toBe(403);
    const own = await inject('GET', `/api/destruction?from=${today}&to=${today}`, otherShop);
    expect(own.json()).toEqual([]);
    expect(await checkStockBalances(db)).toEqual([]);

    const sheet = await inject('GET', `/api/destruction/export.xlsx?from=${today}&to=${today}`, warehouse);
    expect(sheet.statusCode).toBe(200);
    const read = await readSheet(sheet.rawPayload);
    expect(read.rows[1]?.slice(0, 7)).toEqual([
      'Day',
      'Place',
      'Product',
      'Variant',
      'Quantity',
      'Unit',
      'Reason',
    ]);
    expect(
      read.rows
        .slice(2)
        .map((row) => row[2])
        .sort(),
    ).toEqual([bread.name, cake.name].sort());
  });

  it('refuses part of a piece product, naming the line, and writes nothing', async () => {
    const [sweet] = await createTestProducts(db, { teamId: 'kitchen', count: 1, variantName: '6 pcs' });
    if (!sweet) throw new Error('no product');
    await db.transaction(async (tx) => {
      const shelf = await outletPlace(tx, outlet);
      const { user } = await signInAs(app, db, { role: 'warehouse' });
      await postStockMoves(
        tx,
        [{ productId: sweet.id, quantity: 5, from: null, to: shelf, reason: 'opening' }],
        {
          user,
        },
      );
    });
    const before = await destructions();
    const res = await inject('POST', '/api/destruction', shop, {
      outletId: outlet,
      reason: 'expired',
      note: 'past its date',
      lines: [{ productId: sweet.id, quantity: 2.5 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: 'lines.0.quantity', message: 'Destroy: a whole number of pieces' },
    ]);
    expect(await destructions()).toBe(before);
    expect(await onHand(outlet, sweet.id)).toBe(5);
  });

  it('needs a note for reason Other, a photo or a note always, and a real image', async () => {
    const line = [{ productId: bread.id, quantity: 1 }];
    const other = await inject('POST', '/api/destruction', shop, {
      outletId: outlet,
      reason: 'other',
      photo,
      lines: line,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(DESTRUCTION_MESSAGES.noteForOther);
    const bare = await inject('POST', '/api/destruction', shop, {
      outletId: outlet,
      reason: 'expired',
      lines: line,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe(DESTRUCTION_MESSAGES.photoOrNote);
    const fake = await inject('POST', '/api/destruction', shop, {
      outletId: outlet,
      reason: 'expired',
      photo: { contentType: 'image/jpeg', content: PNG.toString('base64') },
      lines: line,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe(DESTRUCTION_MESSAGES.photoType);
    const noted = await inject('POST', '/api/destruction', shop, {
      outletId: outlet,
      reason: 'other',
      note: 'எலி கடித்தது (a rat got at it)',
      lines: line,
    });
    expect(noted.statusCode).toBe(201);
    expect(await onHand(outlet, bread.id)).toBe(6.5);
  });

  it('keeps each user to their places: an outlet its own, the kitchens the warehouse', async () => {
    const body = (outletId: string) => ({
      outletId,
      reason: 'expired',
      note: 'past its date',
      lines: [{ productId: bread.id, quantity: 1 }],
    });
    expect((await inject('POST', '/api/destruction', otherShop, body(outlet))).statusCode).toBe(403);
    expect((await inject('POST', '/api/destruction', cook, body(outlet))).statusCode).toBe(403);
    const atWarehouse = await inject('POST', '/api/destruction', cook, body(WAREHOUSE_OUTLET_ID));
    expect(atWarehouse.statusCode).toBe(201);
    expect(await onHand(WAREHOUSE_OUTLET_ID, bread.id)).toBe(19);
    const cooksList = await inject('GET', `/api/destruction?from=${today}&to=${today}`, cook);
    expect(cooksList.json().map((row: { outletId: string }) => row.outletId)).toEqual([WAREHOUSE_OUTLET_ID]);
    // The warehouse destroys anywhere.
    expect((await inject('POST', '/api/destruction', warehouse, body(outlet))).statusCode).toBe(201);
    expect(await onHand(outlet, bread.id)).toBe(5.5);
  });
  it('keeps the photo without where it was taken: the EXIF (GPS and all) a phone wrote is dropped', async () => {
    const [jam] = await createTestProducts(db, { teamId: 'kitchen', count: 1 });
    if (!jam) throw new Error('no product');
    await db.transaction(async (tx) => {
      const shelf = await outletPlace(tx, outlet);
      const { user } = await signInAs(app, db, { role: 'warehouse' });
      await postStockMoves(
        tx,
        [{ productId: jam.id, quantity: 3, from: null, to: shelf, reason: 'opening' }],
        {
          user,
        },
      );
    });
    const GPS_IFD_TAG = Buffer.from([0x25, 0x88]); // 0x8825, little-endian as sharp writes it
    const taken = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c33' } })
      .withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(taken).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);
    const res = await inject('POST', '/api/destruction', shop, {
      outletId: outlet,
      reason: 'expired',
      photo: { contentType: 'image/jpeg', content: taken.toString('base64') },
      lines: [{ productId: jam.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const stored = await db.execute<{ content_type: string; bytes: Buffer }>(sql`
      select p.content_type, p.bytes from destruction_photos p
      join stock_destructions d on d.photo_id = p.id where d.id = ${res.json().ids[0]}`);
    const row = stored.rows[0];
    expect(row?.content_type).toBe('image/jpeg');
    const kept = await sharp(row?.bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    expect(kept.exif).toBeUndefined();
  });

  it('destroys once for a post retried with the same Idempotency-Key, and answers the retry the same', async () => {
    const before = await onHand(outlet, bread.id);
    const count = await destructions();
    const keyed = { ...shop, 'idempotency-key': 'destroy-retry-1' };
    const body = {
      outletId: outlet,
      reason: 'spoiled',
      note: 'Left out in the rain',
      lines: [{ productId: bread.id, quantity: 1 }],
    };
    const first = await inject('POST', '/api/destruction', keyed, body);
    const again = await inject('POST', '/api/destruction', keyed, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await destructions()).toBe(count + 1);
    expect(await onHand(outlet, bread.id)).toBe(before - 1);
    // The same key for another destruction is refused, not taken for the first.
    const other = await inject('POST', '/api/destruction', keyed, {
      ...body,
      lines: [{ productId: bread.id, quantity: 2 }],
    });
    expect(other.statusCode).toBe(422);
    expect(await onHand(outlet, bread.id)).toBe(before - 1);
  });

  it('lists a quarter at most, with the form’s message; the list stops at its row limit, the export not', async () => {
    // 1 January to 2 April is 92 days, both included; to 3 April is one too many.
    const tooLong = await inject('GET', '/api/destruction?from=2026-01-01&to=2026-04-03', shop);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain(
      `To: at most ${DESTRUCTION_LIST_MAX_DAYS} days after From`,
    );
    expect(
      (await inject('GET', '/api/destruction/export.xlsx?from=2026-01-01&to=2026-04-03', shop)).statusCode,
    ).toBe(400);
    expect((await inject('GET', '/api/destruction?from=2026-01-01&to=2026-04-02', shop)).statusCode).toBe(
      200,
    );

    // Newest first: a limit keeps the newest rows; the export asks with none and gets every row.
    const every = await listDestructions(db, { from: today, to: today, outletId: outlet }, null);
    expect(every.length).toBeGreaterThan(1);
    expect(await listDestructions(db, { from: today, to: today, outletId: outlet }, 1)).toEqual(
      every.slice(0, 1),
    );
  });
});
