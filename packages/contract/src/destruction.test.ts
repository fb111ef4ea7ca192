import { describe, expect, it } from 'vitest';
import { overDestroyMessage } from './destruction.ts';

describe('overDestroyMessage', () => {
  it('names the product, what was asked and what the place holds, as the page and the API say it', () => {
    expect(overDestroyMessage({ product: 'Plum Cake 500 g', asked: 5, placeName: 'Adyar', held: 4 })).toBe(
      'Plum Cake 500 g: 5 to destroy, Adyar holds 4',
    );
  });

  it('says a place that holds less than nothing holds 0', () => {
    expect(overDestroyMessage({ product: 'Rusk', asked: 1.5, placeName: 'Warehouse', held: -2 })).toBe(
      'Rusk: 1.5 to destroy, Warehouse holds 0',
    );
  });
});
