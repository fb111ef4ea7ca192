import {
  OWN_SUPPLIER_ID,
  rupeesToPaise,
  unitFromVariant,
  WAREHOUSE_OUTLET_ID,
  WEBSITE_SOURCE,
} from '@kadai/contract';
import type { inventories, productSuppliers, products, suppliers } from '../db/schema/inventory.ts';

export type SupplierRow = Required<typeof suppliers.$inferInsert>;
export type ProductRow = Required<typeof products.$inferInsert>;
export type ProductSupplierRow = Required<typeof productSuppliers.$inferInsert>;
export type InventoryRowInsert = Required<Omit<typeof inventories.$inferInsert, 'updatedAt'>>;

/** Everything the operations screens (planning, production, dispatch) start from. */
export interface SeedOperations {
  suppliers: SupplierRow[];
  products: ProductRow[];
  productSuppliers: ProductSupplierRow[];
  inventories: InventoryRowInsert[];
}

export const OPERATIONS_TEAMS = ['kitchen', 'baking', 'groceries', 'snacks'] as const;
export type OperationsTeam = (typeof OPERATIONS_TEAMS)[number];

/** The four outlets of the reference data (migration 0002), in their order. */
export const DEMO_OUTLET_IDS = ['abhiramapuram', 'adyar', 'neelankarai', 't-nagar'] as const;

/** name, product type, variants, price in rupees of the first variant. */
type DemoProduct = readonly [name: string, type: string, variants: readonly string[], price: number];

// What each team makes. Every (name, variant) is one product, as the older catalogue kept them.
const OWN_PRODUCTS: Record<OperationsTeam, readonly DemoProduct[]> = {
  kitchen: [
    ['Sambar', 'Gravy', ['500 g', '1 kg'], 90],
    ['Vatha Kuzhambu', 'Gravy', ['500 g', '1 kg'], 110],
    ['Mor Kuzhambu', 'Gravy', ['500 g'], 90],
    ['Kara Kuzhambu', 'Gravy', ['500 g', '1 kg'], 100],
    ['Vegetable Kurma', 'Gravy', ['500 g'], 120],
    ['Rasam', 'Gravy', ['500 g', '1 kg'], 60],
    ['Mysore Rasam', 'Gravy', ['500 g'], 70],
    ['Puliyodharai Mix', 'Rice Mix', ['250 g', '500 g'], 120],
    ['Lemon Rice Mix', 'Rice Mix', ['250 g'], 95],
    ['Tomato Rice Mix', 'Rice Mix', ['250 g', '500 g'], 95],
    ['Ellu Sadam Mix', 'Rice Mix', ['250 g'], 130],
    ['Bisibele Bath', 'Ready Meal', ['500 g'], 140],
    ['Ven Pongal', 'Ready Meal', ['500 g', '1 kg'], 120],
    ['Curd Rice', 'Ready Meal', ['500 g'], 90],
    ['Idli Batter', 'Batter', ['1 kg', '2 kg'], 80],
    ['Dosa Batter', 'Batter', ['1 kg', '2 kg'], 80],
    ['Adai Batter', 'Batter', ['1 kg'], 110],
    ['Ragi Dosa Batter', 'Batter', ['1 kg'], 100],
    ['Appam Batter', 'Batter', ['1 kg'], 95],
    ['Coconut Chutney', 'Chutney', ['250 g'], 60],
    ['Tomato Chutney', 'Chutney', ['250 g'], 60],
    ['Mint Chutney', 'Chutney', ['250 g'], 65],
    ['Tomato Thokku', 'Thokku', ['250 g', '500 g'], 110],
    ['Mango Thokku', 'Thokku', ['250 g'], 130],
    ['Inji Puli', 'Thokku', ['250 g'], 120],
    ['Avial', 'Curry', ['500 g'], 130],
    ['Beans Poriyal', 'Curry', ['500 g'], 110],
    ['Cabbage Kootu', 'Curry', ['500 g'], 100],
    ['Sakkarai Pongal', 'Sweet', ['500 g'], 150],
    ['Semiya Payasam', 'Sweet', ['500 g'], 140],
    ['Rava Kesari', 'Sweet', ['500 g'], 130],
    ['Idli', 'Tiffin', ['6 pcs', '12 pcs'], 60],
    ['Medu Vada', 'Tiffin', ['6 pcs', '12 pcs'], 75],
  ],
  baking: [
    ['Plum Cake', 'Cake', ['500 g', '1 kg'], 380],
    ['Fruit Cake', 'Cake', ['500 g'], 340],
    ['Banana Walnut Cake', 'Cake', ['500 g'], 360],
    ['Carrot Cake', 'Cake', ['500 g'], 320],
    ['Chocolate Brownie', 'Cake', ['6 pcs', '12 pcs'], 240],
    ['Milk Bread', 'Bread', ['400 g'], 55],
    ['Whole Wheat Bread', 'Bread', ['400 g'], 65],
    ['Multigrain Bread', 'Bread', ['400 g'], 75],
    ['Sandwich Bread', 'Bread', ['Large'], 90],
    ['Pav Buns', 'Bread', ['6 pcs', '12 pcs'], 45],
    ['Burger Buns', 'Bread', ['4 pcs'], 50],
    ['Garlic Loaf', 'Bread', ['1 pc'], 110],
    ['Coconut Bun', 'Bun', ['4 pcs'], 60],
    ['Cream Bun', 'Bun', ['4 pcs'], 60],
    ['Jam Bun', 'Bun', ['4 pcs'], 55],
    ['Veg Puff', 'Puff', ['6 pcs', '12 pcs'], 120],
    ['Paneer Puff', 'Puff', ['6 pcs'], 150],
    ['Mushroom Puff', 'Puff', ['6 pcs'], 150],
    ['Osmania Biscuit', 'Biscuit', ['250 g', '500 g'], 120],
    ['Butter Cookies', 'Cookie', ['250 g', 'Box'], 160],
    ['Coconut Cookies', 'Cookie', ['250 g'], 140],
    ['Ragi Cookies', 'Cookie', ['250 g'], 150],
    ['Nankhatai', 'Cookie', ['250 g'], 150],
    ['Rusk', 'Biscuit', ['200 g', '400 g'], 70],
    ['Honey Cake', 'Cake', ['6 pcs'], 150],
    ['Dilpasand', 'Pastry', ['4 pcs'], 160],
    ['Vanilla Tea Cake', 'Cake', ['250 g'], 140],
    ['Chocolate Muffin', 'Muffin', ['6 pcs'], 180],
    ['Blueberry Muffin', 'Muffin', ['6 pcs'], 200],
    ['Banana Bread', 'Bread', ['500 g'], 220],
    ['Focaccia', 'Bread', ['1 pc'], 180],
  ],
  groceries: [
    ['Idli Podi', 'Powder', ['250 g', '500 g'], 110],
    ['Sambar Powder', 'Powder', ['250 g', '500 g', '1 kg'], 120],
    ['Rasam Powder', 'Powder', ['250 g', '500 g'], 110],
    ['Paruppu Podi', 'Powder', ['250 g'], 130],
    ['Karuveppilai Podi', 'Powder', ['100 g'], 70],
    ['Ellu Podi', 'Powder', ['100 g'], 75],
    ['Dosa Milagai Podi', 'Powder', ['250 g'], 115],
    ['Kuzhambu Powder', 'Powder', ['250 g'], 115],
    ['Chilli Powder', 'Spice', ['250 g', '500 g'], 90],
    ['Coriander Powder', 'Spice', ['250 g', '500 g'], 70],
    ['Turmeric Powder', 'Spice', ['100 g', '250 g'], 45],
    ['Garam Masala', 'Spice', ['100 g'], 95],
    ['Ragi Flour', 'Flour', ['500 g', '1 kg'], 60],
    ['Rice Flour', 'Flour', ['500 g', '1 kg'], 45],
    ['Besan', 'Flour', ['500 g'], 70],
    ['Kambu Flour', 'Flour', ['500 g'], 65],
    ['Sathu Maavu', 'Flour', ['500 g'], 180],
    ['Puttu Flour', 'Flour', ['500 g'], 75],
    ['Mango Pickle', 'Pickle', ['250 g', '500 g'], 120],
    ['Lemon Pickle', 'Pickle', ['250 g'], 110],
    ['Narthangai Pickle', 'Pickle', ['250 g'], 120],
    ['Garlic Pickle', 'Pickle', ['250 g'], 140],
    ['Gongura Pickle', 'Pickle', ['250 g'], 140],
    ['Puliyodharai Paste', 'Paste', ['250 g'], 130],
    ['Mor Milagai', 'Vathal', ['100 g'], 80],
    ['Sundakkai Vathal', 'Vathal', ['100 g'], 90],
    ['Manathakkali Vathal', 'Vathal', ['100 g'], 95],
    ['Appalam', 'Vathal', ['20 pcs'], 60],
    ['Ghee', 'Dairy', ['250 g', '500 g'], 320],
  ],
  snacks: [
    ['Murukku', 'Savoury', ['200 g', '500 g'], 80],
    ['Thenkuzhal', 'Savoury', ['200 g'], 80],
    ['Kai Murukku', 'Savoury', ['200 g'], 95],
    ['Ribbon Pakoda', 'Savoury', ['200 g', '500 g'], 80],
    ['Mullu Murukku', 'Savoury', ['200 g'], 85],
    ['Thattai', 'Savoury', ['200 g'], 80],
    ['Seedai', 'Savoury', ['200 g'], 90],
    ['Karasev', 'Savoury', ['200 g', '500 g'], 80],
    ['Omapodi', 'Savoury', ['200 g'], 75],
    ['Masala Peanuts', 'Savoury', ['200 g'], 70],
    ['Madras Mixture', 'Mixture', ['200 g', '500 g', '1 kg'], 85],
    ['Kara Boondi', 'Mixture', ['200 g'], 70],
    ['Aval Mixture', 'Mixture', ['200 g'], 80],
    ['Banana Chips', 'Chips', ['200 g', '500 g'], 90],
    ['Jackfruit Chips', 'Chips', ['200 g'], 140],
    ['Tapioca Chips', 'Chips', ['200 g'], 80],
    ['Mysore Pak', 'Sweet', ['250 g', '500 g'], 220],
    ['Badam Halwa', 'Sweet', ['250 g'], 340],
    ['Kaju Katli', 'Sweet', ['250 g', '500 g'], 320],
    ['Adhirasam', 'Sweet', ['6 pcs', '12 pcs'], 120],
    ['Boondi Laddu', 'Sweet', ['6 pcs', '12 pcs'], 110],
    ['Rava Laddu', 'Sweet', ['6 pcs'], 100],
    ['Coconut Burfi', 'Sweet', ['250 g'], 160],
    ['Palkova', 'Sweet', ['250 g'], 180],
    ['Jangiri', 'Sweet', ['6 pcs'], 120],
    ['Gulab Jamun', 'Sweet', ['Box'], 180],
    ['Kadalai Mittai', 'Sweet', ['10 pcs'], 60],
    ['Ellu Urundai', 'Sweet', ['10 pcs'], 60],
    ['Assorted Sweets', 'Gift', ['Box', 'Large Box'], 450],
  ],
};

/** Bought-in stock: products no team makes, from other suppliers (id, name, products). */
const BOUGHT_IN: readonly { id: string; name: string; products: readonly DemoProduct[] }[] = [
  {
    id: 'aavin-dairy',
    name: 'Aavin Dairy',
    products: [
      ['Curd', 'Dairy', ['500 g'], 35],
      ['Butter', 'Dairy', ['100 g', '500 g'], 55],
      ['Paneer', 'Dairy', ['200 g'], 90],
    ],
  },
  {
    id: 'chettinad-traders',
    name: 'Chettinad Traders',
    products: [
      ['Palm Jaggery', 'Provisions', ['500 g'], 140],
      ['Tamarind', 'Provisions', ['500 g'], 110],
      ['Toor Dal', 'Provisions', ['1 kg'], 160],
      ['Urad Dal', 'Provisions', ['1 kg'], 150],
    ],
  },
  {
    id: 'kovai-flour-mills',
    name: 'Kovai Flour Mills',
    products: [
      ['Maida', 'Flour', ['1 kg'], 50],
      ['Bombay Rava', 'Flour', ['500 g'], 35],
      ['Wheat Flour', 'Flour', ['1 kg'], 55],
    ],
  },
];

/** A product the groceries team makes that Kovai Flour Mills also sells: a product with two suppliers. */
const SECOND_SOURCE = { productId: 'groceries-rice-flour-1-kg', supplierId: 'kovai-flour-mills', price: 52 };

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The price of a variant from the first variant's: by weight for weights, by count for pieces. */
function variantPrice(base: number, first: string, variant: string): number {
  const size = (text: string) => {
    const match = /(\d+(?:\.\d+)?)\s*(kg|g|pcs?)\b/i.exec(text);
    if (!match) return text.toLowerCase().includes('large') ? 1.8 : 1;
    const amount = Number(match[1]);
    return match[2]?.toLowerCase() === 'kg' ? amount * 1000 : amount;
  };
  return Math.round((base * size(variant)) / size(first));
}

/** mulberry32: a small seeded generator, so the demo data is the same on every start. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/**
 * One product's stock at each outlet. The n-th product of a team (0-based) follows a pattern the
 * screens and tests can rely on: every 8th from the 7th has no minimum stock (null), every 8th
 * from the 8th a minimum of 0 (urgent planning leaves both out); every 5th from the 1st is below
 * its minimum at Adyar; the rest hold mostly between minimum and a little over acceptable, with
 * about one outlet in eight below its minimum, so planning has required quantities by default.
 */
function outletStock(options: { random: () => number; position: number; variant: string }) {
  const { random, position } = options;
  const pieces = unitFromVariant(options.variant) === 'pc';
  return DEMO_OUTLET_IDS.map((outletId) => {
    const acceptable = pieces ? between(random, 10, 30) : between(random, 4, 16);
    const minimum = Math.max(2, Math.round(acceptable * 0.4));
    const minStock = position % 8 === 6 ? null : position % 8 === 7 ? 0 : minimum;
    const short = (position % 5 === 0 && outletId === 'adyar') || random() < 0.12;
    const openingStock = short ? between(random, 0, minimum - 1) : between(random, minimum, acceptable + 4);
    return { outletId, openingStock, minStock, acceptableStock: acceptable };
  });
}

/**
 * The demo operations data: 163 products the four teams make (supplied by OWN_SUPPLIER_ID), ten
 * bought in from three suppliers, and the stock of each at the four outlets and the warehouse.
 */
export function demoOperations(): SeedOperations {
  const random = seededRandom(20_241_122);
  const data: SeedOperations = {
    suppliers: BOUGHT_IN.map((s) => ({ id: s.id, name: s.name, source: WEBSITE_SOURCE })),
    products: [],
    productSuppliers: [],
    inventories: [],
  };

  for (const teamId of OPERATIONS_TEAMS) {
    let position = 0;
    for (const [name, productType, variants, price] of OWN_PRODUCTS[teamId]) {
      for (const variantName of variants) {
        const id = `${teamId}-${slug(name)}-${slug(variantName)}`;
        data.products.push({ id, name, variantName, productType, teamId, source: WEBSITE_SOURCE });
        data.productSuppliers.push({
          productId: id,
          supplierId: OWN_SUPPLIER_ID,
          supplyPricePaise: rupeesToPaise(variantPrice(price, variants[0] ?? variantName, variantName)),
        });
        const outlets = outletStock({ random, position, variant: variantName });
        for (const stock of outlets) data.inventories.push({ productId: id, ...stock });
        const acceptableTotal = outlets.reduce((sum, s) => sum + s.acceptableStock, 0);
        data.inventories.push({
          productId: id,
          outletId: WAREHOUSE_OUTLET_ID,
          openingStock: between(random, 0, acceptableTotal),
          minStock: Math.round(acceptableTotal / 4),
          acceptableStock: acceptableTotal,
        });
        position += 1;
      }
    }
  }

  for (const supplier of BOUGHT_IN) {
    for (const [name, productType, variants, price] of supplier.products) {
      for (const variantName of variants) {
        const id = `bought-${slug(name)}-${slug(variantName)}`;
        data.products.push({ id, name, variantName, productType, teamId: null, source: WEBSITE_SOURCE });
        data.productSuppliers.push({
          productId: id,
          supplierId: supplier.id,
          supplyPricePaise: rupeesToPaise(variantPrice(price, variants[0] ?? variantName, variantName)),
        });
        // Bought-in stock is received at the warehouse; the outlets draw on it.
        data.inventories.push({
          productId: id,
          outletId: WAREHOUSE_OUTLET_ID,
          openingStock: between(random, 5, 40),
          minStock: 10,
          acceptableStock: 30,
        });
      }
    }
  }

  data.productSuppliers.push({
    productId: SECOND_SOURCE.productId,
    supplierId: SECOND_SOURCE.supplierId,
    supplyPricePaise: rupeesToPaise(SECOND_SOURCE.price),
  });
  return data;
}

/** The vans and the people who drive them, for the demo's Confirm Dispatch. */
export const DEMO_DRIVERS = [
  { name: 'முருகன் (Murugan)', phone: '98400 12345' },
  { name: 'Selvam', phone: '94440 55667' },
  { name: 'Karthik', phone: null },
] as const;
export const DEMO_VEHICLES = ['TN 09 AB 1234', 'TN 07 CX 4521', 'TN 22 BK 0909'] as const;

const BENCH_VARIANTS = ['500 g', '1 kg', '250 g', '6 pcs', '12 pcs', 'Box'] as const;

/**
 * A large kitchen for benchmarks: `products` products of the kitchen team, each with stock at the
 * four outlets (2,500 products give 10,000 inventory rows). Deterministic, like the demo data.
 */
export function generateOperations(options: { products: number }): SeedOperations {
  const random = seededRandom(options.products);
  const kitchen = OWN_PRODUCTS.kitchen;
  const data: SeedOperations = { suppliers: [], products: [], productSuppliers: [], inventories: [] };
  for (let n = 0; n < options.products; n += 1) {
    const [name, productType, , price] = kitchen[n % kitchen.length] as DemoProduct;
    const variantName = BENCH_VARIANTS[n % BENCH_VARIANTS.length] as string;
    const id = `bench-kitchen-${n + 1}`;
    data.products.push({
      id,
      name: `${name} ${Math.floor(n / kitchen.length) + 1}`,
      variantName,
      productType,
      teamId: 'kitchen',
      source: WEBSITE_SOURCE,
    });
    data.productSuppliers.push({
      productId: id,
      supplierId: OWN_SUPPLIER_ID,
      supplyPricePaise: rupeesToPaise(price),
    });
    for (const stock of outletStock({ random, position: n, variant: variantName })) {
      data.inventories.push({ productId: id, ...stock });
    }
  }
  return data;
}
