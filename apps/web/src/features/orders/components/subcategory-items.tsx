import type { CatalogueItem, CatalogueSubcategory } from '@kadai/contract';
import { ItemCard } from './item-card.tsx';

/** A subcategory's items in the grid its column key asks for: three columns, two, or the vegetable list. */
export function SubcategoryItems(props: {
  subcategory: CatalogueSubcategory;
  title: string | null;
  items?: CatalogueItem[];
}) {
  const { subcategory } = props;
  const items = props.items ?? subcategory.items;
  return (
    <section className="subcategory">
      {props.title ? <h3 className="subcategory__title">{props.title}</h3> : null}
      <div className={`item-grid item-grid--${subcategory.column}`}>
        {items.map((item) => (
          <ItemCard key={item.id} item={item} layout={subcategory.column} />
        ))}
      </div>
    </section>
  );
}
