import { type CatalogueItem, type ColumnLayout, formatPack, formatPaise } from '@kadai/contract';
import { memo, useId } from 'react';
import { useOrderVariant } from '../order-variant.ts';
import { useItemQuantity } from '../stores/quantity-store.ts';
import { parseQuantity } from '../utils/order-lines.ts';
import { quantityHint } from '../utils/quantity-hint.ts';
import { ItemPhoto } from './item-photo.tsx';
import { QuantityInput } from './quantity-input.tsx';

/** Beside a photo, the text takes the room between it and the box (the card spreads its children). */
const GROW_BESIDE_PHOTO = { flex: '1 1 auto' } as const;

/** One item on the form. Memoised and subscribed to its own quantity only, so typing re-renders just this. */
export const ItemCard = memo(function ItemCard(props: { item: CatalogueItem; layout: ColumnLayout }) {
  const { item, layout } = props;
  const [raw, setRaw] = useItemQuantity(item.id);
  const { counts, minimumStep } = useOrderVariant();
  const ordered = parseQuantity(raw, counts) !== null;
  const hint = quantityHint(raw, counts);
  const hintId = useId();
  const pack = formatPack(item);
  const input = (
    <QuantityInput
      itemName={item.name}
      pack={pack}
      unit={item.u}
      minimum={minimumStep}
      value={raw}
      onChange={setRaw}
      describedBy={hint ? hintId : undefined}
    />
  );
  const hintLine = hint ? (
    <span id={hintId} className="qty-hint" role="status">
      {hint}
    </span>
  ) : null;

  if (layout === 'veg') {
    return (
      <div className={ordered ? 'veg-row is-ordered' : 'veg-row'}>
        <ItemPhoto item={item} variant="veg" />
        <div className="veg-row__text" style={item.thumbnail ? GROW_BESIDE_PHOTO : undefined}>
          <span className="veg-row__name">{item.name}</span>
          <span className="veg-row__meta">
            {pack} · {formatPaise(item.mrpPaise)}
          </span>
          {hintLine}
        </div>
        {input}
      </div>
    );
  }

  return (
    <div className={ordered ? 'item-card is-ordered' : 'item-card'}>
      <ItemPhoto item={item} variant="card" />
      <div className="item-card__text" style={item.thumbnail ? GROW_BESIDE_PHOTO : undefined}>
        <span className="item-card__name">{item.name}</span>
        <span className="item-card__meta">
          <span className="item-card__pack">{pack}</span>
          <span className="item-card__price">{formatPaise(item.mrpPaise)}</span>
        </span>
        {item.desc ? <span className="item-card__desc">{item.desc}</span> : null}
        {hintLine}
      </div>
      {input}
    </div>
  );
});
