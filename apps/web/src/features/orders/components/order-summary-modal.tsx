import { formatPaise, lineTotalPaise, type PlaceOrderRequest } from '@kadai/contract';
import { useOrderVariant } from '../order-variant.ts';
import type { OrderLine } from '../utils/order-lines.ts';
import { SummaryDialog, type SummaryProps } from './summary-dialog.tsx';

export type OrderSummary = { request: PlaceOrderRequest; lines: OrderLine[]; total: number };

export function OrderSummaryModal(props: SummaryProps<OrderSummary>) {
  const variant = useOrderVariant();
  return (
    <SummaryDialog {...props} buttons={variant} facts={(summary) => summary.request}>
      {(summary) => <SummaryBody summary={summary} />}
    </SummaryDialog>
  );
}

function SummaryBody({ summary }: { summary: OrderSummary }) {
  const { others } = summary.request;
  const variant = useOrderVariant();
  return (
    <>
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
    </>
  );
}
