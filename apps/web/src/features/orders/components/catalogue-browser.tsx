import { memo, useDeferredValue, useState } from 'react';
import type { CatalogueIndex } from '../utils/catalogue-index.ts';
import { CatalogueAccordions, type OpenPanels } from './catalogue-accordions.tsx';
import { CatalogueSearch } from './catalogue-search.tsx';
import { SearchResults } from './search-results.tsx';

/**
 * Search box plus either the matches or the accordions. Its state lives here, so typing a search
 * re-renders this part only, never the form around it; the results follow a deferred copy of the
 * query so the box itself stays responsive.
 */
export const CatalogueBrowser = memo(function CatalogueBrowser({ index }: { index: CatalogueIndex }) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // Kept while searching, so the panels the customer had open come back when the search is cleared.
  const [openPanels, setOpenPanels] = useState<OpenPanels>({ festival: [], products: [] });
  const searching = deferredSearch.trim() !== '';

  return (
    <>
      <CatalogueSearch value={search} onChange={setSearch} />
      <div className="catalogue">
        {searching ? (
          <SearchResults index={index} query={deferredSearch} />
        ) : (
          <CatalogueAccordions
            festival={index.festival}
            products={index.products}
            open={openPanels}
            onOpenChange={setOpenPanels}
          />
        )}
      </div>
    </>
  );
});
