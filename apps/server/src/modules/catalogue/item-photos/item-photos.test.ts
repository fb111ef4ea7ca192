import { randomBytes } from 'node:crypto';
import {
  ITEM_PHOTO_MAX_BYTES,
  ITEM_PHOTO_MESSAGES,
  ITEM_PHOTO_WIDTHS,
  itemPhotoSources,
} from '@kadai/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { itemPhotos, items } from '../../../db/schema/index.ts';
import {
  publicItems,
  readPublicCatalogueUntil,
  useCatalogueAdminTest,
} from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, db, adminHeaders, headersFor, itemIds } = await useCatalogueAdminTest();

/** A landscape photo as a phone would send it: 1200 × 900 JPEG. */
function photo(options: { width?: number; height?: number; colour?: string } = {}) {
  return sharp({
    create: {
      width: options.width ?? 1200,
      height: options.height ?? 900,
      channels: 3,
      background: options.colour ?? '#c0392b',
    },
  })
    .jpeg()
    .toBuffer();
}

function upload(
  id: number | string,
  body: Buffer | string,
  options: { contentType?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/catalogue/items/${id}/photo`,
    payload: body,
    headers: { ...(options.headers ?? adminHeaders), 'content-type': options.contentType ?? 'image/jpeg' },
  });
}

async function storedPhotos(itemId: number) {
  return db.select().from(itemPhotos).where(eq(itemPhotos.itemId, itemId)).orderBy(itemPhotos.width);
}

async function thumbnailOf(itemId: number) {
  const [row] = await db.select({ thumbnail: items.thumbnail }).from(items).where(eq(items.id, itemId));
  return row?.thumbnail;
}

/** Every size's address, as the order form's srcset names them. */
function sizeUrls(thumbnail: string): string[] {
  const srcSet = itemPhotoSources(thumbnail)?.srcSet ?? '';
  return srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '');
}

describe('item photos', () => {
  it('stores an upload in each size as WebP and the order form gets its address', async () => {
    const res = await upload(itemIds.mysorePak, await photo());
    expect(res.statusCode).toBe(200);
    const thumbnail = res.json().thumbnail as string;
    expect(thumbnail).toMatch(
      new RegExp(`^/api/catalogue/items/${itemIds.mysorePak}/photo/[0-9a-f]{16}/96$`),
    );
    expect(await thumbnailOf(itemIds.mysorePak)).toBe(thumbnail);

    const urls = sizeUrls(thumbnail);
    expect(urls).toHaveLength(ITEM_PHOTO_WIDTHS.length);
    const served = [];
    for (const url of urls) {
      const got = await app.inject(url);
      expect(got.statusCode, url).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      const meta = await sharp(got.rawPayload).metadata();
      served.push({ format: meta.format, width: meta.width, height: meta.height });
    }
    // Fitted inside each square, the 4:3 shape kept.
    expect(served).toEqual([
      { format: 'webp', width: 96, height: 72 },
      { format: 'webp', width: 320, height: 240 },
      { format: 'webp', width: 640, height: 480 },
    ]);
    expect(
      (await storedPhotos(itemIds.mysorePak)).map((p) => [p.width, p.pixelWidth, p.pixelHeight]),
    ).toEqual([
      [96, 96, 72],
      [320, 320, 240],
      [640, 640, 480],
    ]);

    const listed = await readPublicCatalogueUntil(
      app,
      (b) =>
        (publicItems(b).get(itemIds.mysorePak) as { thumbnail?: string } | undefined)?.thumbnail ===
        thumbnail,
    );
    expect(publicItems(listed).get(itemIds.mysorePak)).toMatchObject({ thumbnail });
  });

  it('never enlarges a small photo', async () => {
    const res = await upload(itemIds.matches, await photo({ width: 200, height: 400 }));
    expect(res.statusCode).toBe(200);
    const sizes = (await storedPhotos(itemIds.matches)).map((p) => [p.width, p.pixelWidth, p.pixelHeight]);
    expect(sizes).toEqual([
      [96, 48, 96],
      [320, 160, 320],
      [640, 200, 400],
    ]);
  });

  it('takes a phone camera’s photo of several MB, stood upright by its EXIF, its metadata dropped', async () => {
    // Noise does not compress: a 2400 × 1800 JPEG of it is over 4 MB, past a JSON body's limit.
    const [width, height] = [2400, 1800];
    const camera = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      // Taken with the phone upright: the sensor's landscape pixels, turned by the EXIF tag.
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(camera.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(camera.length).toBeLessThan(ITEM_PHOTO_MAX_BYTES);

    const res = await upload(itemIds.matches, camera);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedPhotos(itemIds.matches);
    expect(stored.map((p) => [p.width, p.pixelWidth, p.pixelHeight])).toEqual([
      [96, 72, 96],
      [320, 240, 320],
      [640, 480, 640],
    ]);
    for (const size of stored) {
      const meta = await sharp(size.content).metadata();
      expect(meta.exif, String(size.width)).toBeUndefined();
      expect(meta.orientation, String(size.width)).toBeUndefined();
    }
  });

  it('serves each size for a year with an ETag, and answers 304 to a browser that has it', async () => {
    const res = await upload(itemIds.kajuKatli, await photo({ colour: '#27ae60' }));
    const [url] = sizeUrls(res.json().thumbnail);
    if (!url) throw new Error('a size address');
    const first = await app.inject(url);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{16}-96"$/);
    const again = await app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives a new photo a new address; the old one is gone', async () => {
    const before = (await upload(itemIds.kajuKatli, await photo({ colour: '#2980b9' }))).json().thumbnail;
    const after = (await upload(itemIds.kajuKatli, await photo({ colour: '#8e44ad' }))).json().thumbnail;
    expect(after).not.toBe(before);
    expect((await app.inject(before)).statusCode).toBe(404);
    expect((await app.inject(after)).statusCode).toBe(200);
    expect(await storedPhotos(itemIds.kajuKatli)).toHaveLength(ITEM_PHOTO_WIDTHS.length);
  });

  it('refuses what is not a photo, naming the field, whatever type was claimed', async () => {
    const before = await thumbnailOf(itemIds.hiddenHalwa);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const truncated = (await photo()).subarray(0, 400);
    const cases: [Buffer | string, string, string][] = [
      ['just some text', 'text/plain', ITEM_PHOTO_MESSAGES.notImage],
      ['just some text', 'image/jpeg', ITEM_PHOTO_MESSAGES.notImage],
      ['{"photo":1}', 'application/json', ITEM_PHOTO_MESSAGES.notImage],
      [svg, 'image/svg+xml', ITEM_PHOTO_MESSAGES.notImage],
      [truncated, 'image/jpeg', ITEM_PHOTO_MESSAGES.notImage],
      ['', 'image/jpeg', ITEM_PHOTO_MESSAGES.empty],
    ];
    for (const [body, contentType, message] of cases) {
      const res = await upload(itemIds.hiddenHalwa, body, { contentType });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().error, contentType).toMatchObject({ message, fields: [{ path: 'photo', message }] });
    }
    expect(await thumbnailOf(itemIds.hiddenHalwa)).toBe(before);
    expect(await storedPhotos(itemIds.hiddenHalwa)).toHaveLength(0);
  });

  it('refuses a file over the limit with the field named', async () => {
    const res = await upload(itemIds.hiddenHalwa, Buffer.alloc(ITEM_PHOTO_MAX_BYTES + 1, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: ITEM_PHOTO_MESSAGES.tooLarge,
      fields: [{ path: 'photo', message: ITEM_PHOTO_MESSAGES.tooLarge }],
    });
  });

  it('answers 404 for an item that does not exist, and for an address no photo has', async () => {
    expect((await upload(999_999, await photo())).statusCode).toBe(404);
    expect((await app.inject('/api/catalogue/items/1/photo/0123456789abcdef/96')).statusCode).toBe(404);
    expect((await app.inject('/api/catalogue/items/1/photo/0123456789abcdef/97')).statusCode).toBe(400);
  });

  it('removes a photo: the thumbnail cleared, the sizes deleted, the address gone', async () => {
    const thumbnail = (await upload(itemIds.matches, await photo())).json().thumbnail as string;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/catalogue/items/${itemIds.matches}/photo`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: itemIds.matches, thumbnail: null });
    expect(await thumbnailOf(itemIds.matches)).toBeNull();
    expect(await storedPhotos(itemIds.matches)).toHaveLength(0);
    expect((await app.inject(thumbnail)).statusCode).toBe(404);
  });

  it('lets only admins upload or remove, checked on the server', async () => {
    const image = await photo();
    for (const role of ['store-staff', 'finance', 'production'] as const) {
      const headers = await headersFor(role);
      expect((await upload(itemIds.hiddenHalwa, image, { headers })).statusCode, role).toBe(403);
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/admin/catalogue/items/${itemIds.mysorePak}/photo`,
        headers,
      });
      expect(removal.statusCode, role).toBe(403);
    }
    expect((await upload(itemIds.hiddenHalwa, image, { headers: {} })).statusCode).toBe(401);
    expect(await storedPhotos(itemIds.hiddenHalwa)).toHaveLength(0);
    expect(await thumbnailOf(itemIds.mysorePak)).not.toBeNull();
  });
});
