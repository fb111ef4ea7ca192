import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCatalogue } from './get-catalogue.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );
}

describe('getCatalogue', () => {
  it('takes the catalogue as the server made and checked it', async () => {
    const catalogue = {
      categories: [
        {
          id: 'vegetables',
          n: 'Vegetables',
          festival: false,
          subcategories: [
            {
              id: 'greens',
              n: 'Greens',
              column: 'veg',
              items: [
                { id: 7, name: 'முருங்கைக்கீரை', pu: 1, u: 'bunch', mrpPaise: 2_500, desc: '', thumbnail: null },
              ],
            },
          ],
        },
      ],
    };
    answer(catalogue);
    await expect(getCatalogue()).resolves.toEqual(catalogue);
  });

  it.each([
    ['another JSON answer', { message: 'hello from a captive portal' }],
    ['a list', []],
    ['nothing', null],
  ])('refuses %s with the general message', async (_what, body) => {
    answer(body);
    await expect(getCatalogue()).rejects.toMatchObject({ code: 'unexpected', status: 200 });
  });
});
