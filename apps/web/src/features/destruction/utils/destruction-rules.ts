import {
  DESTRUCTION_MESSAGES,
  DESTRUCTION_PHOTO_MAX_BYTES,
  DESTRUCTION_PHOTO_TYPES,
  DESTRUCTION_REASON_LABELS,
  type Destruction,
  type DestructionPhoto,
  formatStockQuantity,
  type OnHand,
  overDestroyMessage,
  quantityToThousandths,
} from '@kadai/contract';

export type Held = OnHand['rows'][number];

/** A product as the form and the list name it: product and variant. */
export const destructionLabel = (row: { productName: string; variantName: string }) =>
  `${row.productName} ${row.variantName}`.trim();

/** The rows of what a place holds whose name holds the search, whatever the case. */
export function findHeld(held: readonly Held[], search: string): Held[] {
  const needle = search.trim().toLowerCase();
  return needle ? held.filter((row) => destructionLabel(row).toLowerCase().includes(needle)) : [...held];
}

/** The products given a quantity above 0, and the lines they make. */
export function chosenLines(held: readonly Held[], quantities: ReadonlyMap<string, number>) {
  const chosen = held.filter((row) => (quantities.get(row.productId) ?? 0) > 0);
  const lines = chosen.map((row) => ({
    productId: row.productId,
    quantity: quantities.get(row.productId) ?? 0,
  }));
  return { chosen, lines };
}

/** The server's check, before sending: never more destroyed than the place holds, to the gram. */
export function overDestroyErrors(
  chosen: readonly Held[],
  quantities: ReadonlyMap<string, number>,
  placeName: string,
): Map<string, string> {
  const errors = new Map<string, string>();
  for (const row of chosen) {
    const quantity = quantities.get(row.productId) ?? 0;
    if (quantityToThousandths(quantity) > quantityToThousandths(row.quantity)) {
      errors.set(
        row.productId,
        overDestroyMessage({
          product: destructionLabel(row),
          asked: quantity,
          placeName,
          held: row.quantity,
        }),
      );
    }
  }
  return errors;
}

/** A chosen photo's type as sent, or why it cannot be: not an image the API takes, or over 5 MB. */
export function checkPhoto(file: {
  type: string;
  size: number;
}): { contentType: DestructionPhoto['contentType'] } | { problem: string } {
  const type = DESTRUCTION_PHOTO_TYPES.find((t) => t === file.type);
  if (!type) return { problem: DESTRUCTION_MESSAGES.photoType };
  if (file.size > DESTRUCTION_PHOTO_MAX_BYTES) return { problem: DESTRUCTION_MESSAGES.photoTooLarge };
  return { contentType: type };
}

/** The confirmation's question and what it lists: each product with its quantity. */
export function destructionConfirmation(
  chosen: readonly Held[],
  quantities: ReadonlyMap<string, number>,
  placeName: string,
): { title: string; content: string } {
  return {
    title: `Destroy ${chosen.length} ${chosen.length === 1 ? 'product' : 'products'} at ${placeName}?`,
    content: chosen
      .map(
        (row) =>
          `${destructionLabel(row)} ${formatStockQuantity(quantities.get(row.productId) ?? 0, row.unit)}`,
      )
      .join(', '),
  };
}

/** The destroyed stock whose product, place, reason or note holds the search. */
export function searchDestructions(rows: readonly Destruction[], search: string): Destruction[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [row.productName, row.variantName, row.placeName, DESTRUCTION_REASON_LABELS[row.reason], row.note ?? '']
      .join(' ')
      .toLowerCase()
      .includes(needle),
  );
}
