import {
  ADVANCE_LIST_LABELS,
  formatPaise,
  ORDER_PLACED,
  type OrderReceipt,
  orderLinesTotalPaise,
} from '@kadai/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useOrderReceipt } from '../api/get-order-receipt.ts';
import { CustomerPageError, CustomerPageLoading } from '../components/customer-page-state.tsx';
import { AmountSetByStoreNote, ReceiptLines } from '../components/receipt-lines.tsx';

const placedAt = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A new order is shown as received (ordering.md §4); later statuses read as they are. */
function displayStatus(status: OrderReceipt['status']): string {
  return status === ORDER_PLACED ? 'Received' : status;
}

type AnotherOrder = { to: string; label: string };
const MAIN_FORM: AnotherOrder = { to: '/', label: 'Place another order' };

/** The receipt after an order; `anotherOrder` leads back to the form it came from. */
export function ThankYouPage({ anotherOrder = MAIN_FORM }: { anotherOrder?: AnotherOrder }) {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const receipt = useOrderReceipt({ orderId, key });

  if (key === '' || (isApiRequestError(receipt.error) && receipt.error.status === 404)) {
    return <ReceiptNotFound />;
  }
  if (receipt.error) {
    return (
      <CustomerPageError
        title="We couldn't load your order just now."
        error={receipt.error}
        retry={() => void receipt.refetch()}
      />
    );
  }
  if (!receipt.data) return <CustomerPageLoading label="Loading your order…" />;
  return <Receipt receipt={receipt.data} anotherOrder={anotherOrder} />;
}

function Receipt({ receipt, anotherOrder }: { receipt: OrderReceipt; anotherOrder: AnotherOrder }) {
  return (
    <article className="panel thank-you">
      <title>{`Order ${receipt.orderId} · Kadai`}</title>
      <div className="thank-you__head">
        <svg className="thank-you__tick" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1>Thank you, {receipt.customerName}!</h1>
        <p className="muted">We have your order and will get it ready for you.</p>
      </div>

      <dl className="receipt-facts">
        <div>
          <dt>Order number</dt>
          <dd data-testid="order-number">{receipt.orderId}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{displayStatus(receipt.status)}</dd>
        </div>
        <div>
          <dt>Order type</dt>
          <dd>{receipt.orderType}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{placedAt.format(new Date(receipt.createdAt))}</dd>
        </div>
      </dl>

      {receipt.lines.length > 0 ? (
        <section aria-labelledby="receipt-items">
          <h2 id="receipt-items" className="panel__title">
            Your items
          </h2>
          <ReceiptLines lines={receipt.lines} />
          <ReceiptTotal receipt={receipt} />
        </section>
      ) : receipt.amountPaise !== null ? (
        // An advance order has lists, not priced lines: a total only once the store has set one.
        <ReceiptTotal receipt={receipt} />
      ) : null}

      {receipt.kind === 'advance' ? (
        <>
          <ReceiptList id="receipt-vegetables" label={ADVANCE_LIST_LABELS.vegetablesList}>
            {receipt.vegetablesList}
          </ReceiptList>
          <ReceiptList id="receipt-groceries" label={ADVANCE_LIST_LABELS.groceriesList}>
            {receipt.groceriesList}
          </ReceiptList>
        </>
      ) : null}

      {receipt.others ? (
        <section aria-labelledby="receipt-instructions">
          <h2 id="receipt-instructions" className="panel__title">
            Special instructions
          </h2>
          <p className="pre-wrap">{receipt.others}</p>
        </section>
      ) : null}

      {receipt.stores.length > 0 ? (
        <section aria-labelledby="receipt-stores">
          <h2 id="receipt-stores" className="panel__title">
            Questions? Call your store
          </h2>
          <ul className="store-phones">
            {receipt.stores.map((store) => (
              <li key={store.id}>
                <span>{store.name}</span>
                <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Link to={anotherOrder.to} className="button-link">
        {anotherOrder.label}
      </Link>
    </article>
  );
}

/**
 * The order's total: the amount staff set (and that they set it), else the lines' sum as an
 * estimate. Never drawn for an order with neither (an advance order before the store prices it).
 */
function ReceiptTotal({ receipt }: { receipt: OrderReceipt }) {
  return (
    <>
      <p className="receipt-total">
        <span>{receipt.amountPaise === null ? 'Estimated total' : 'Total'}</span>
        <strong
          data-testid="receipt-total"
          aria-describedby={receipt.amountSetByStore ? 'receipt-amount-note' : undefined}
        >
          {formatPaise(receipt.amountPaise ?? orderLinesTotalPaise(receipt.lines))}
        </strong>
      </p>
      <AmountSetByStoreNote id="receipt-amount-note" show={receipt.amountSetByStore} />
      {receipt.amountPaise === null ? (
        <p className="muted">
          Weighed items may change it a little; the store confirms the amount when packing.
        </p>
      ) : null}
    </>
  );
}

/** One of an advance order's lists, as the customer wrote it; none when it was left empty. */
function ReceiptList(props: { id: string; label: string; children: string }) {
  if (props.children === '') return null;
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="panel__title">
        {props.label}
      </h2>
      <p className="pre-wrap" data-testid={props.id}>
        {props.children}
      </p>
    </section>
  );
}

function ReceiptNotFound() {
  return (
    <section className="panel message-page">
      <title>Order not found · Kadai</title>
      <h1>We couldn't find that order</h1>
      <p>
        The link may be incomplete. If you placed an order, it is safe with us — call your store and quote the
        order number from your confirmation.
      </p>
      <Link to="/" className="button-link">
        Place an order
      </Link>
    </section>
  );
}
