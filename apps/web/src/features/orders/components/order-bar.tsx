import { formatPaise } from '@kadai/contract';
import { type ReactNode, useMemo } from 'react';
import { Button } from '../../../components/plain/button.tsx';
import { useOrderVariant } from '../order-variant.ts';
import { useQuantityStore, useQuantityVersion } from '../stores/quantity-store.ts';
import type { CatalogueIndex } from '../utils/catalogue-index.ts';
import { collectOrderLines, estimateTotal } from '../utils/order-lines.ts';

/** Sticky at the bottom: what is in the order so far, and Review always within reach of a thumb. */
export function OrderBar(props: {
  index: CatalogueIndex | null;
  onReview: () => void;
  /** the customer is about to press Review: a hover, a focus or a touch */
  onReviewIntent: () => void;
  /** why the last Review or Confirm did not go through, kept in sight above the button */
  notice?: ReactNode;
}) {
  const store = useQuantityStore();
  const version = useQuantityVersion();
  const { index } = props;
  const variant = useOrderVariant();
  // `version` is the store's change signal: recount whenever any quantity changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is read by the store, not in the callback
  const { count, total } = useMemo(() => {
    if (!index) return { count: 0, total: 0 };
    const lines = collectOrderLines({ index, quantities: store.entries(), counts: variant.counts });
    return { count: lines.length, total: estimateTotal(lines) };
  }, [index, store, version, variant]);

  return (
    <div className="order-bar">
      {props.notice ? <div className="order-bar__notice">{props.notice}</div> : null}
      <div className="order-bar__inner">
        <div className="order-bar__status" aria-live="polite">
          {count === 0 ? (
            <span className="muted">No items yet</span>
          ) : (
            <>
              <strong>{count === 1 ? '1 item' : `${count} items`}</strong>
              {variant.paysByCard ? (
                <span data-testid="running-total">
                  {' '}
                  · {variant.totalLabel} <strong>{formatPaise(total)}</strong>
                </span>
              ) : (
                <span className="muted"> · about {formatPaise(total)}</span>
              )}
            </>
          )}
        </div>
        <Button
          variant="primary"
          size="large"
          onClick={props.onReview}
          onPointerEnter={props.onReviewIntent}
          onFocus={props.onReviewIntent}
          onTouchStart={props.onReviewIntent}
          disabled={!index}
          className="order-bar__review"
        >
          Review
        </Button>
      </div>
    </div>
  );
}
