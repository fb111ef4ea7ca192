import { rupeesToPaise } from '@kadai/contract';
import { DEMO_CATEGORIES, type DemoItem, type DemoSubcategory, demoShelves } from './demo-catalogue.ts';
import { buildItem, type ItemRow, orderAt, type PackUnit, type SeedCatalogue } from './factories.ts';

/** mulberry32: tiny, fast and the same on every machine, so a seed always gives the same catalogue. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Qualifier {
  word: string;
  /** how much dearer than the plain item */
  price: number;
}

// Words a shop really puts before a product name; which ones fit depends on what the product is.
const PRODUCE: readonly Qualifier[] = [
  { word: '', price: 1 },
  { word: 'Organic', price: 1.4 },
  { word: 'Farm Fresh', price: 1.1 },
  { word: 'Hill-grown', price: 1.2 },
  { word: 'Country', price: 1.05 },
  { word: 'Selected', price: 1.15 },
  { word: 'Hydroponic', price: 1.5 },
  { word: 'Pesticide-free', price: 1.3 },
];
const STAPLES: readonly Qualifier[] = [
  { word: '', price: 1 },
  { word: 'Organic', price: 1.35 },
  { word: 'Premium', price: 1.2 },
  { word: 'Everyday', price: 0.9 },
  { word: 'Farm', price: 1.1 },
  { word: 'Traditional', price: 1.15 },
  { word: 'Single-origin', price: 1.3 },
  { word: 'Value', price: 0.85 },
];
const PREPARED: readonly Qualifier[] = [
  { word: '', price: 1 },
  { word: 'Classic', price: 1 },
  { word: 'Home-style', price: 1.1 },
  { word: 'Special', price: 1.2 },
  { word: 'Festive', price: 1.25 },
  { word: 'Sugar-free', price: 1.3 },
  { word: 'Chettinad-style', price: 1.15 },
  { word: 'Mini', price: 0.8 },
];

const PRODUCE_CATEGORIES = new Set(['vegetables', 'greens-herbs', 'fruits']);
const PREPARED_CATEGORIES = new Set([
  'festival-options',
  'navarathiri-specials',
  'sweets',
  'savouries',
  'bakery',
  'pickles-podis',
  'dairy-breakfast',
]);

function qualifiersFor(categoryId: string): readonly Qualifier[] {
  if (PRODUCE_CATEGORIES.has(categoryId)) return PRODUCE;
  if (PREPARED_CATEGORIES.has(categoryId)) return PREPARED;
  return STAPLES;
}

interface Pack {
  pu: number;
  u: PackUnit;
  price: number;
}

/** Smallest first: a half pack (weights and volumes only), the base pack and a double pack, as labels write them. */
function packsFor(pu: number, u: PackUnit): Pack[] {
  const divisible = u === 'g' || u === 'kg' || u === 'ml' || u === 'l';
  return [
    ...(divisible ? [{ ...normalise(pu / 2, u), price: 0.55 }] : []),
    { pu, u, price: 1 },
    { ...normalise(pu * 2, u), price: 1.9 },
  ];
}

function normalise(pu: number, u: PackUnit): { pu: number; u: PackUnit } {
  if (u === 'g' && pu >= 1000) return { pu: pu / 1000, u: 'kg' };
  if (u === 'ml' && pu >= 1000) return { pu: pu / 1000, u: 'l' };
  if (u === 'kg' && pu < 1) return { pu: pu * 1000, u: 'g' };
  if (u === 'l' && pu < 1) return { pu: pu * 1000, u: 'ml' };
  return { pu, u };
}

/** Shelf prices end in 0 or 5 once they pass ₹100, as they do on the printed price list. */
function shelfPrice(amount: number): number {
  return amount >= 100 ? Math.round(amount / 5) * 5 : Math.max(5, Math.round(amount));
}

interface Variant {
  base: DemoItem;
  qualifier: Qualifier;
  pack: Pack;
  rank: number;
}

function labelOf(variant: Pick<Variant, 'base' | 'qualifier'>): string {
  return [variant.qualifier.word, variant.base[0]].filter(Boolean).join(' ');
}

function variantsOf(subcategory: DemoSubcategory, categoryId: string): Variant[] {
  const variants: Variant[] = [];
  // The demo lists some products in two packs (Toor Dal 500 g and 1 kg): doubling one must not repeat the other.
  const seen = new Set<string>();
  const qualifiers = qualifiersFor(categoryId);
  subcategory.items.forEach((base, baseIndex) => {
    packsFor(base[1], base[2]).forEach((pack, packIndex) => {
      qualifiers.forEach((qualifier, qualifierIndex) => {
        const key = `${labelOf({ base, qualifier })}|${pack.pu}|${pack.u}`;
        if (seen.has(key)) return;
        seen.add(key);
        variants.push({ base, qualifier, pack, rank: (baseIndex * 100 + qualifierIndex) * 10 + packIndex });
      });
    });
  });
  return variants;
}

/** Splits `total` across buckets in proportion to their weights, the rounding left-overs to the largest remainders. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = list[i] as T;
    list[i] = list[j] as T;
    list[j] = a;
  }
  return list;
}

/**
 * A large catalogue for benchmarks and tests: the demo shop's categories and subcategories, filled with
 * variants of its products (qualifier × pack size) until there are exactly `items` of them.
 */
export function generateCatalogue(options: { items: number; seed?: number }): SeedCatalogue {
  const random = createRandom(options.seed ?? 20241003);
  const total = Math.max(0, Math.floor(options.items));
  const slots = DEMO_CATEGORIES.flatMap((category) =>
    category.subcategories.map((subcategory) => ({
      categoryId: category.id,
      subcategory,
      variants: variantsOf(subcategory, category.id),
    })),
  );
  const counts = apportion(
    total,
    slots.map((slot) => slot.variants.length),
  );

  const items: ItemRow[] = [];
  slots.forEach((slot, slotIndex) => {
    const wanted = counts[slotIndex] ?? 0;
    const chosen = shuffle([...slot.variants], random)
      .slice(0, wanted)
      .sort((a, b) => a.rank - b.rank);
    for (let index = 0; index < wanted; index += 1) {
      // More items than distinct variants only happens far beyond benchmark sizes; numbered lots keep names apart.
      const variant = chosen[index % chosen.length];
      if (!variant) break;
      const lot = Math.floor(index / chosen.length);
      const [, , , mrp, desc] = variant.base;
      const label = labelOf(variant);
      items.push(
        buildItem({
          name: lot === 0 ? label : `${label} (lot ${lot + 1})`,
          categoryId: slot.categoryId,
          subcategoryId: slot.subcategory.id,
          order: orderAt(index),
          live: random() < 0.03 ? 0 : 1,
          pu: variant.pack.pu,
          u: variant.pack.u,
          mrpPaise: rupeesToPaise(
            shelfPrice(mrp * variant.qualifier.price * variant.pack.price * (0.95 + random() * 0.1)),
          ),
          desc,
        }),
      );
    }
  });

  return { ...demoShelves(), items };
}
