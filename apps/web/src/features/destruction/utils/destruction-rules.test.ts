import type { Destruction } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import {
  checkPhoto,
  chosenLines,
  destructionConfirmation,
  findHeld,
  type Held,
  overDestroyErrors,
  searchDestructions,
} from './destruction-rules.ts';

const held: Held[] = [
  { productId: 'besan', productName: 'Besan Laddu', variantName: '250 g', unit: 'packs', quantity: 4 },
  { productId: 'onion', productName: 'Onion', variantName: '', unit: 'kg', quantity: 2.5 },
  { productId: 'murukku', productName: 'Murukku', variantName: 'Spicy', unit: 'packs', quantity: 1 },
];

describe('choosing what to destroy', () => {
  it('finds a product by its name and variant, whatever the case', () => {
    expect(findHeld(held, ' SPICY ').map((row) => row.productId)).toEqual(['murukku']);
    expect(findHeld(held, '')).toHaveLength(3);
  });

  it('sends the products given more than 0, in the list’s order', () => {
    const quantities = new Map([
      ['onion', 1.25],
      ['besan', 0],
      ['murukku', 1],
    ]);
    expect(chosenLines(held, quantities).lines).toEqual([
      { productId: 'onion', quantity: 1.25 },
      { productId: 'murukku', quantity: 1 },
    ]);
  });

  it('refuses more than the place holds, to the gram, with the API’s words', () => {
    const quantities = new Map([
      ['onion', 2.501],
      ['besan', 4],
    ]);
    const { chosen } = chosenLines(held, quantities);
    expect([...overDestroyErrors(chosen, quantities, 'Adyar')]).toEqual([
      ['onion', 'Onion: 2.501 to destroy, Adyar holds 2.5'],
    ]);
  });

  it('asks to confirm with each product and its quantity', () => {
    const quantities = new Map([
      ['besan', 1],
      ['onion', 0.5],
    ]);
    const { chosen } = chosenLines(held, quantities);
    expect(destructionConfirmation(chosen, quantities, 'Adyar')).toEqual({
      title: 'Destroy 2 products at Adyar?',
      content: 'Besan Laddu 250 g 1 pack, Onion 0.5 kg',
    });
    expect(destructionConfirmation(chosen.slice(0, 1), quantities, 'Adyar').title).toBe(
      'Destroy 1 product at Adyar?',
    );
  });
});

describe('checkPhoto', () => {
  it('takes a JPEG, PNG or WebP image of at most 5 MB', () => {
    expect(checkPhoto({ type: 'image/webp', size: 5 * 1024 * 1024 })).toEqual({ contentType: 'image/webp' });
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toEqual({
      problem: 'Photo: a JPEG, PNG or WebP image, please',
    });
    expect(checkPhoto({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toEqual({
      problem: 'Photo: larger than 5 MB; take a smaller photo',
    });
  });
});

describe('searchDestructions', () => {
  const destroyed = (id: number, productName: string, reason: Destruction['reason'], note: string | null) =>
    ({ id, productName, variantName: '', placeName: 'Adyar', reason, note }) as Destruction;
  const rows = [destroyed(1, 'Onion', 'other', 'rats'), destroyed(2, 'Besan Laddu', 'expired', null)];

  it('finds by product, reason as the list shows it, or note', () => {
    expect(searchDestructions(rows, 'RATS').map((row) => row.id)).toEqual([1]);
    expect(searchDestructions(rows, 'expired').map((row) => row.id)).toEqual([2]);
    expect(searchDestructions(rows, 'adyar').map((row) => row.id)).toEqual([1, 2]);
    expect(searchDestructions(rows, ' ')).toHaveLength(2);
  });
});
