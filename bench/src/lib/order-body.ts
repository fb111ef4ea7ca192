/** The request body of `POST /api/orders`, as the order form sends it. */
export interface OrderBody {
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address1: string;
    address2: string;
    address3: string;
    city: string;
    pincode: string;
  };
  orderType: 'Door Delivery';
  items: { itemId: number; quantity: number }[];
  others: string;
}

interface CatalogueShape {
  categories: { subcategories: { items: { id: number }[] }[] }[];
}

/** Ids of every live item on the order form, in catalogue order. */
export async function fetchItemIds(baseUrl: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/catalogue`, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET /api/catalogue answered ${res.status}`);
  const catalogue = (await res.json()) as CatalogueShape;
  const ids = catalogue.categories.flatMap((c) => c.subcategories.flatMap((s) => s.items.map((i) => i.id)));
  if (ids.length === 0) throw new Error('The catalogue has no items');
  return ids;
}

/**
 * Order number `n` of a run: a first name nobody else uses (so the stored row can be matched to it)
 * and `lines` distinct items, a different window of the catalogue for each n.
 */
export function makeOrderBody(options: {
  firstName: string;
  n: number;
  itemIds: readonly number[];
  lines: number;
}): OrderBody {
  const { firstName, n, itemIds, lines } = options;
  const count = Math.min(lines, itemIds.length);
  const start = (n * count) % itemIds.length;
  const items = Array.from({ length: count }, (_, k) => ({
    itemId: itemIds[(start + k) % itemIds.length] as number,
    quantity: 1 + ((n + k) % 5),
  }));
  return {
    customer: {
      firstName,
      lastName: 'Bench',
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '9840012345',
      address1: '12 Luz Church Road',
      address2: 'Mylapore',
      address3: '',
      city: 'Chennai',
      pincode: '600004',
    },
    orderType: 'Door Delivery',
    items,
    others: '',
  };
}
