/**
 * What a box's text means for the order, said next to the item at once (ordering.md §4, §5): an
 * amount that is left out is never left out without a word. Null when there is nothing to say.
 */
export function quantityHint(raw: string, counts: (quantity: number) => boolean): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const quantity = Number(text);
  if (!Number.isFinite(quantity)) return 'Please type a number';
  if (quantity === 0) return null;
  if (quantity < 0) return 'Below 0: not in your order';
  if (!counts(quantity)) return 'Less than 1: not in your order';
  return null;
}
