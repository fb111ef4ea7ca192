import { type CatalogueCategory, UNCATEGORISED_SUBCATEGORY_ID } from '@kadai/contract';
import { memo, type ReactNode } from 'react';
import { Disclosure } from '../../../components/plain/disclosure.tsx';
import { BROCHURE_URL } from './brochure-link.tsx';
import { SubcategoryItems } from './subcategory-items.tsx';

export type OpenPanels = { festival: string[]; products: string[] };

/**
 * The festival collection, then the product categories, each an accordion. A panel's items are
 * rendered only while it is open (and dropped when closed), so 5,000 items never sit on the page at once.
 */
export const CatalogueAccordions = memo(function CatalogueAccordions(props: {
  festival: CatalogueCategory[];
  products: CatalogueCategory[];
  open: OpenPanels;
  onOpenChange: (open: OpenPanels) => void;
}) {
  const { festival, products, open, onOpenChange } = props;
  return (
    <>
      <CatalogueSection
        id="festival-heading"
        title="Festival collection"
        link={
          // brochure-link: a 44 px target on a phone, as the other brochure link, easy to hit with a thumb.
          <a href={BROCHURE_URL} target="_blank" rel="noopener" className="brochure-link">
            Festival brochure (PDF)
          </a>
        }
        categories={festival}
        activeKey={open.festival}
        onChange={(keys) => onOpenChange({ ...open, festival: keys })}
      />
      <CatalogueSection
        id="products-heading"
        title="Our products"
        categories={products}
        activeKey={open.products}
        onChange={(keys) => onOpenChange({ ...open, products: keys })}
      />
    </>
  );
});

function CatalogueSection(props: {
  id: string;
  title: string;
  link?: ReactNode;
  categories: CatalogueCategory[];
  activeKey: string[];
  onChange: (keys: string[]) => void;
}) {
  if (props.categories.length === 0) return null;
  return (
    <section className="catalogue-section" aria-labelledby={props.id}>
      <div className="catalogue-section__head">
        <h3 id={props.id}>{props.title}</h3>
        {props.link}
      </div>
      <div className="p-disclosures">
        {props.categories.map((category) => (
          <Disclosure
            key={category.id}
            summary={category.n}
            extra={<ItemCount category={category} />}
            open={props.activeKey.includes(category.id)}
            onOpenChange={(open) =>
              props.onChange(
                open
                  ? [...props.activeKey, category.id]
                  : props.activeKey.filter((key) => key !== category.id),
              )
            }
          >
            {() => <CategoryItems category={category} />}
          </Disclosure>
        ))}
      </div>
    </section>
  );
}

function ItemCount({ category }: { category: CatalogueCategory }) {
  const count = category.subcategories.reduce((sum, s) => sum + s.items.length, 0);
  return (
    <span className="category-count">
      {count} {count === 1 ? 'item' : 'items'}
    </span>
  );
}

function CategoryItems({ category }: { category: CatalogueCategory }) {
  const only = category.subcategories.length === 1 ? category.subcategories[0] : undefined;
  const untitled = only?.id === UNCATEGORISED_SUBCATEGORY_ID;
  if (category.subcategories.every((s) => s.items.length === 0)) {
    return <p className="muted">Nothing in this category today.</p>;
  }
  return (
    <div className="category-items">
      {category.subcategories.map((subcategory) =>
        subcategory.items.length === 0 ? null : (
          <SubcategoryItems
            key={subcategory.id}
            subcategory={subcategory}
            title={untitled ? null : subcategory.n}
          />
        ),
      )}
    </div>
  );
}
