import { AMOUNT_SET_BY_STORE, formatPaise, lineTotalPaise, type OrderReceiptLine } from '@kadai/contract';

/**
 * An order's lines as the customer reads them on the receipt and the payment page: item and pack,
 * quantity × price and the line's total, so the total below can be checked against them.
 */
export function ReceiptLines({ lines }: { lines: readonly OrderReceiptLine[] }) {
  return (
    <ul className="receipt-lines" data-testid="receipt-lines">
      {lines.map((line) => (
        <li key={line.itemId}>
          <span>
            <span className="receipt-lines__name">{line.name}</span>
            <span className="muted"> · {line.pack}</span>
          </span>
          <span className="receipt-lines__qty">
            {line.quantity} × {formatPaise(line.mrpPaise)} ={' '}
            <strong>
              {formatPaise(lineTotalPaise({ pricePaise: line.mrpPaise, quantity: line.quantity }))}
            </strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Said beside a total staff set: without it a total that is not the lines' sum reads as a mistake.
 * `id` lets the total point at it (aria-describedby), so it is announced with the amount.
 */
export function AmountSetByStoreNote({ id, show }: { id: string; show: boolean }) {
  if (!show) return null;
  return (
    <p className="muted" id={id} data-testid="amount-set-by-store">
      {AMOUNT_SET_BY_STORE}
    </p>
  );
}

/** The payment pages' list of what is being paid for; an advance order has free-text lists instead. */
export function PaymentItems({ lines }: { lines: readonly OrderReceiptLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="payment-items">
      <h2 id="payment-items" className="panel__title">
        Your items
      </h2>
      <ReceiptLines lines={lines} />
    </section>
  );
}
