import type { Booking, OrderFormCatalogue, SaveBookingRequest, SignedUser } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import {
  bookingLinesToSend,
  bookingProblems,
  bookingRowErrors,
  bookingStoreOptions,
  countBooked,
  findVegetables,
  groupVegetables,
  headerErrorsOf,
  linesOf,
  listVegetables,
  quantityOf,
  type Vegetable,
} from './booking-form.ts';

const item = (id: number, name: string, pu: number, u: string) => ({
  id,
  name,
  pu,
  u,
  mrpPaise: 100,
  desc: '',
  thumbnail: null,
});

const catalogue: OrderFormCatalogue = {
  categories: [
    {
      id: 'fresh',
      n: 'Fresh',
      festival: false,
      subcategories: [
        { id: 'greens', n: 'Greens', column: 'veg', items: [item(1, 'Spinach', 1, 'bunch')] },
        { id: 'snacks', n: 'Snacks', column: 'twocolumns', items: [item(9, 'Murukku', 200, 'g')] },
        {
          id: 'roots',
          n: 'Roots',
          column: 'veg',
          items: [item(2, 'Carrot', 500, 'g'), item(3, 'Beet', 1, 'kg')],
        },
      ],
    },
  ],
} as OrderFormCatalogue;

const vegetables: Vegetable[] = [
  { id: 1, name: 'Spinach', pack: '1 bunch', group: 'Greens' },
  { id: 2, name: 'Carrot', pack: '500 g', group: 'Roots' },
  { id: 3, name: 'Beet', pack: '1 kg', group: 'Roots' },
];

const request = (lines: SaveBookingRequest['lines'], others = ''): SaveBookingRequest => ({
  storeId: 'adyar',
  sentBy: 'Meena',
  date: '2026-03-02',
  others,
  lines,
  baseRevision: null,
});

describe('listVegetables', () => {
  it("lists the catalogue's vegetable subcategories only, with each item's pack", () => {
    expect(listVegetables(catalogue, [])).toEqual(vegetables);
  });

  it('keeps a booked vegetable that has left the catalogue, under its own heading at the end', () => {
    const booked: Booking['lines'] = [
      { itemId: 2, name: 'Carrot', pack: '500 g', quantity: 3, w: null, reason: null },
      { itemId: 40, name: 'Drumstick', pack: '250 g', quantity: 1, w: null, reason: null },
    ];
    expect(listVegetables(catalogue, booked).at(-1)).toEqual({
      id: 40,
      name: 'Drumstick',
      pack: '250 g',
      group: 'No longer in the catalogue',
    });
    expect(listVegetables(undefined, undefined)).toEqual([]);
  });
});

describe('linesOf', () => {
  it("puts a saved booking's quantities in the boxes, a missing reason as none", () => {
    const booking = {
      lines: [
        { itemId: 2, name: 'Carrot', pack: '500 g', quantity: 3, w: 0.5, reason: 'spoiled' },
        { itemId: 3, name: 'Beet', pack: '1 kg', quantity: 1, w: null, reason: null },
      ],
    } as Booking;
    expect(linesOf(booking)).toEqual({
      2: { quantity: 3, w: 0.5, reason: 'spoiled' },
      3: { quantity: 1, w: null, reason: undefined },
    });
    expect(linesOf(null)).toEqual({});
  });
});

describe('bookingStoreOptions', () => {
  const stores = [
    { id: 'adyar', name: 'Adyar' },
    { id: 't-nagar', name: 'T. Nagar' },
  ];
  const user = (role: SignedUser['role'], storeId: string | null) =>
    ({ id: 1, username: 'u', displayName: 'U', role, teamId: null, outletId: null, storeId }) as SignedUser;

  it('leaves T. Nagar out of the stock form, not the wastage form', () => {
    expect(bookingStoreOptions('stock', stores, user('admin', null))).toEqual([
      { value: 'adyar', label: 'Adyar' },
    ]);
    expect(bookingStoreOptions('wastage', stores, user('admin', null)).map((s) => s.value)).toEqual([
      'adyar',
      't-nagar',
    ]);
  });

  it("gives a store's staff their own store only", () => {
    expect(bookingStoreOptions('wastage', stores, user('store-staff', 't-nagar'))).toEqual([
      { value: 't-nagar', label: 'T. Nagar' },
    ]);
  });
});

describe('finding and grouping vegetables', () => {
  it('finds by name whatever the case, and groups in the order the list has them', () => {
    expect(findVegetables(vegetables, '  CAR ').map((v) => v.id)).toEqual([2]);
    expect(findVegetables(vegetables, '')).toEqual(vegetables);
    expect(groupVegetables(vegetables).map(([group, items]) => [group, items.length])).toEqual([
      ['Greens', 1],
      ['Roots', 2],
    ]);
  });

  it('counts a line as booked when it has a quantity or W above 0', () => {
    const lines = {
      1: { quantity: 0, w: null, reason: undefined },
      2: { quantity: null, w: 0.2, reason: undefined },
      3: { quantity: 2, w: null, reason: undefined },
    };
    expect(countBooked(vegetables, lines)).toBe(2);
  });
});

describe('bookingLinesToSend', () => {
  const lines = {
    1: { quantity: 0, w: 0, reason: undefined },
    2: { quantity: 3, w: null, reason: 'damaged' as const },
    3: { quantity: null, w: 1.5, reason: undefined },
  };

  it('sends a stock line its quantity alone', () => {
    expect(bookingLinesToSend('stock', vegetables, lines)).toEqual([
      { itemId: 2, quantity: 3 },
      { itemId: 3, quantity: 0 },
    ]);
  });

  it('sends a wastage line its K, W and reason, a missing box as 0', () => {
    expect(bookingLinesToSend('wastage', vegetables, lines)).toEqual([
      { itemId: 2, quantity: 3, w: 0, reason: 'damaged' },
      { itemId: 3, quantity: 0, w: 1.5 },
    ]);
  });
});

describe('bookingProblems', () => {
  it('asks for a reason on each wasted line without one, named by its vegetable', () => {
    const problems = bookingProblems(
      'wastage',
      request([
        { itemId: 2, quantity: 3, w: 0, reason: 'damaged' },
        { itemId: 3, quantity: 1, w: 0 },
      ]),
      vegetables,
    );
    expect(problems).toEqual([
      { path: 'lines.1.reason', message: 'Reason: please choose why Beet was wasted' },
    ]);
  });

  it('asks for something to book when there are no lines and no instructions', () => {
    expect(bookingProblems('stock', request([], '  '), vegetables)).toEqual([
      { path: 'lines', message: 'Please book at least one item or a special instruction' },
    ]);
    expect(bookingProblems('stock', request([], 'Call me'), vegetables)).toEqual([]);
  });

  it("gives the contract's own messages for the header", () => {
    const problems = bookingProblems(
      'stock',
      { ...request([{ itemId: 1, quantity: 1 }]), sentBy: ' ' },
      vegetables,
    );
    expect(problems).toEqual([{ path: 'sentBy', message: 'Please input your name!' }]);
  });
});

describe('bookingRowErrors', () => {
  it("puts a line's message on its vegetable and leaves the rest for the form", () => {
    const sent = [
      { itemId: 2, quantity: 3 },
      { itemId: 3, quantity: 1 },
    ];
    const { byRow, rest } = bookingRowErrors(
      [
        { path: 'lines.1.quantity', message: 'Beet: too much' },
        { path: 'lines.7.quantity', message: 'gone' },
        { path: 'date', message: 'Please input your date!' },
      ],
      sent,
    );
    expect([...byRow]).toEqual([[3, 'Beet: too much']]);
    expect(rest.map((field) => field.path)).toEqual(['lines.7.quantity', 'date']);
  });
});

describe('quantityOf', () => {
  it('reads a box as the line holds it: empty is nothing, below 0 is 0, not a number yet is nothing', () => {
    expect(quantityOf('')).toBeNull();
    expect(quantityOf('  ')).toBeNull();
    expect(quantityOf('12.5')).toBe(12.5);
    expect(quantityOf('0')).toBe(0);
    expect(quantityOf('-3')).toBe(0);
    expect(quantityOf('-')).toBeNull();
  });
});

describe('headerErrorsOf', () => {
  it("puts the store's, Sent By's and Date's messages under them, the first of each, and returns the rest", () => {
    const { byField, unplaced } = headerErrorsOf([
      { path: 'sentBy', message: 'Please input your name!' },
      { path: 'sentBy', message: 'Sent By: at most 80 characters' },
      { path: 'date', message: 'Please input your date!' },
      { path: 'lines', message: 'Book at least one item' },
      { path: 'baseRevision', message: 'Someone saved this day meanwhile' },
    ]);
    expect(byField).toEqual({ sentBy: 'Please input your name!', date: 'Please input your date!' });
    expect(unplaced).toEqual(['Book at least one item', 'Someone saved this day meanwhile']);
  });
});
