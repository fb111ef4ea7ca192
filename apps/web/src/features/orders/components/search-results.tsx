import { memo, useMemo } from 'react';
import { type CatalogueIndex, searchCatalogue } from '../utils/catalogue-index.ts';
import { SubcategoryItems } from './subcategory-items.tsx';

/** Enough to find anything by name; rendering every match of a one-letter query would stall a phone. */
export const SEARCH_RESULT_LIMIT = 100;

export const SearchResults = memo(function SearchResults(props: { index: CatalogueIndex; query: string }) {
  const { index, query } = props;
  const result = useMemo(() => searchCatalogue({ index, query, limit: SEARCH_RESULT_LIMIT }), [index, query]);

  if (result.total === 0) {
    return (
      <div className="search-empty" role="status">
        <p className="search-empty__title">No items match “{query.trim()}”</p>
        <p className="muted">
          Check the spelling, try a shorter word, or add it to the special instructions below.
        </p>
      </div>
    );
  }

  const more = result.total - result.shown;
  return (
    <div className="search-results">
      <p className="muted" role="status">
        {result.total === 1 ? '1 item matches' : `${result.total} items match`}
      </p>
      {result.groups.map((group) => (
        <SubcategoryItems
          key={`${group.category.id}/${group.subcategory.id}`}
          subcategory={group.subcategory}
          items={group.items}
          title={
            group.subcategory.n === group.category.n
              ? group.category.n
              : `${group.category.n} › ${group.subcategory.n}`
          }
        />
      ))}
      {more > 0 ? (
        <p className="search-more">
          {more} more {more === 1 ? 'item matches' : 'items match'}, refine your search to see them.
        </p>
      ) : null}
    </div>
  );
});
