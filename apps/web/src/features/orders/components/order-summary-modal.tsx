import { formatPaise, lineTotalPaise, type PlaceOrderRequest } from '@kadai/contract';
import { Button } from '../../../components/plain/button.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { useOrderVariant } from '../order-variant.ts';
import type { OrderLine } from '../utils/order-lines.ts';
import { SummaryDialog, SummaryFacts } from './summary-dialog.tsx';

export type OrderSummary = { request: PlaceOrderRequest; lines: OrderLine[]; total: number };

export function OrderSummaryModal(props: {
  summary: OrderSummary | null;
  sending: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { summary, sending } = props;
  const variant = useOrderVariant();
  return (
    <SummaryDialog
      open={summary !== null}
      sending={sending}
      onBack={props.onBack}
      footer={
        <>
          {/* Bangalore's Cancel Order leaves for the site's origin (ordering.md §2.3); the draft stays. */}
          {variant.cancelOrder ? (
            <Button danger onClick={() => window.location.assign('/')} disabled={sending}>
              Cancel Order
            </Button>
          ) : null}
          <Button onClick={props.onBack} disabled={sending}>
            {variant.backLabel}
          </Button>
          <Button variant="primary" onClick={props.onConfirm} loading={sending}>
            {variant.confirmLabel}
          </Button>
        </>
      }
    >
      {summary ? <SummaryBody summary={summary} error={props.error} /> : null}
    </SummaryDialog>
  );
}

function SummaryBody({ summary, error }: { summary: OrderSummary; error: string | null }) {
  const { customer, orderType, others } = summary.request;
  const variant = useOrderVariant();
  return (
    <div className="order-summary">
      {error ? <Notice type="error" title={error} className="order-summary__error" /> : null}
      <SummaryFacts customer={customer} orderType={orderType} />

      {summary.lines.length > 0 ? (
        <table className="summary-table">
          <caption className="visually-hidden">Items in your order</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.lines.map((line) => (
              <tr key={line.item.id}>
                <td>
                  <span className="summary-table__name">{line.item.name}</span>
                  <span className="summary-table__pack">{line.pack}</span>
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">
                  <span className="summary-table__each">
                    {formatPaise(line.item.mrpPaise)} × {line.quantity}
                  </span>
                  {formatPaise(lineTotalPaise({ pricePaise: line.item.mrpPaise, quantity: line.quantity }))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {variant.totalLabel}
              </th>
              <td className="num summary-table__total">{formatPaise(summary.total)}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className="muted">No items from the list: we'll go by your special instructions.</p>
      )}

      {others ? (
        <div className="summary-instructions">
          <h3>Special instructions</h3>
          <p>{others}</p>
        </div>
      ) : null}
      {variant.paysByCard ? (
        <p className="muted summary-note">
          Confirm &amp; Pay takes you to the card payment page for {formatPaise(summary.total)}. Your order is
          kept even if the payment does not go through.
        </p>
      ) : (
        <p className="muted summary-note">
          Weighed items and anything from your instructions may change the final amount; the store confirms it
          when packing.
        </p>
      )}
    </div>
  );
}
