import { describe, expect, it } from 'vitest';
import { itemPhotoParamsSchema, itemPhotoSources, itemPhotoUrl } from './item-photos.ts';

describe('itemPhotoSources', () => {
  it('offers every stored size of an uploaded photo', () => {
    const thumbnail = itemPhotoUrl({ itemId: 42, hash: '0123456789abcdef', width: 96 });
    expect(itemPhotoSources(thumbnail)).toEqual({
      src: '/api/catalogue/items/42/photo/0123456789abcdef/96',
      srcSet:
        '/api/catalogue/items/42/photo/0123456789abcdef/96 96w, ' +
        '/api/catalogue/items/42/photo/0123456789abcdef/320 320w, ' +
        '/api/catalogue/items/42/photo/0123456789abcdef/640 640w',
    });
  });

  it('keeps a thumbnail an admin typed as it is, and has nothing for none', () => {
    expect(itemPhotoSources('https://example.com/lamp.jpg')).toEqual({ src: 'https://example.com/lamp.jpg' });
    expect(itemPhotoSources('')).toBeNull();
    expect(itemPhotoSources(null)).toBeNull();
  });
});

describe('itemPhotoParamsSchema', () => {
  it('takes only a stored width and a 16-digit hash', () => {
    expect(itemPhotoParamsSchema.parse({ id: '7', hash: '0123456789abcdef', width: '320' })).toEqual({
      id: 7,
      hash: '0123456789abcdef',
      width: 320,
    });
    expect(itemPhotoParamsSchema.safeParse({ id: '7', hash: '0123456789abcdef', width: '97' }).success).toBe(
      false,
    );
    expect(itemPhotoParamsSchema.safeParse({ id: '7', hash: '0123456789ABCDEF', width: '96' }).success).toBe(
      false,
    );
  });
});
