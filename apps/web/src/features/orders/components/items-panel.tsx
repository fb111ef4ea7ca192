import type { OrderFormCatalogue } from '@kadai/contract';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Button } from '../../../components/plain/button.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import type { CatalogueIndex } from '../utils/catalogue-index.ts';
import { BrochureLink } from './brochure-link.tsx';
import { CatalogueBrowser } from './catalogue-browser.tsx';

export type CatalogueState = { data: OrderFormCatalogue | undefined; error: Error | null; retry: () => void };

/** Today's items to choose from, once the catalogue is in; else why not, or that it is coming. */
export function ItemsPanel({
  index,
  catalogue,
}: {
  index: CatalogueIndex | null;
  catalogue: CatalogueState;
}) {
  return (
    <section className="panel" aria-labelledby="items-heading">
      <div className="panel__head">
        <h2 id="items-heading" className="panel__title">
          Choose your items
        </h2>
        <BrochureLink />
      </div>
      {index ? (
        <CatalogueBrowser index={index} />
      ) : catalogue.error ? (
        <Notice
          type="error"
          title="We couldn't load today's items."
          description={catalogue.error.message}
          action={
            <Button size="small" onClick={catalogue.retry}>
              Try again
            </Button>
          }
        />
      ) : (
        <LoadingBlock label="Loading today's items…" />
      )}
    </section>
  );
}
