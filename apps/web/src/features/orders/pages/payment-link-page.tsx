import { formatPaise, parseRupees } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/plain/button.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { getOrderPayment, payOrder } from '../../payments/index.ts';
import { CustomerPageError, CustomerPageLoading } from '../components/customer-page-state.tsx';
import { AmountSetByStoreNote, PaymentItems } from '../components/receipt-lines.tsx';

/**
 * The payment link an admin copies from the order lists (`/payment?orderid=&amount=&key=`,
 * ordering.md §2.9, §9): the order and what it owes, and Pay now through the gateway. The amount
 * charged is the order's own, read from the server; the link's amount is only compared with it.
 */
export function PaymentLinkPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderid') ?? '';
  const key = params.get('key') ?? '';
  const linkAmount = parseRupees(params.get('amount') ?? '');
  const payment = useQuery({
    queryKey: ['payments', orderId, key],
    queryFn: () => getOrderPayment({ orderId, key }),
    enabled: orderId !== '' && key !== '',
  });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!orderId || !key || (isApiRequestError(payment.error) && payment.error.status === 404)) {
    return (
      <section className="panel message-page">
        <title>Payment link · Kadai</title>
        <h1>This payment link is incomplete</h1>
        <p>Please ask your store to send the link again, or call them to pay another way.</p>
      </section>
    );
  }
  if (payment.error) {
    return (
      <CustomerPageError
        title="We couldn't load this order just now."
        error={payment.error}
        retry={() => void payment.refetch()}
      />
    );
  }
  if (!payment.data) return <CustomerPageLoading label="Loading your order…" />;
  const order = payment.data;
  const paid = order.state === 'paid';
  const pay = async () => {
    setPaying(true);
    setError(null);
    try {
      await payOrder({ orderId, key });
    } catch (caught) {
      setPaying(false);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  return (
    <article className="panel message-page">
      <title>{`Pay ${order.orderId} · Kadai`}</title>
      <h1>{paid ? 'This order is already paid' : `Pay for order ${order.orderId}`}</h1>
      <dl className="receipt-facts">
        <div>
          <dt>Order number</dt>
          <dd data-testid="order-number">{order.orderId}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{order.customerName}</dd>
        </div>
        <div>
          <dt>Amount due</dt>
          <dd
            data-testid="payment-amount"
            aria-describedby={order.amountSetByStore ? 'payment-amount-note' : undefined}
          >
            {order.amountPaise === null ? '—' : formatPaise(order.amountPaise)}
          </dd>
        </div>
      </dl>
      <AmountSetByStoreNote id="payment-amount-note" show={order.amountSetByStore} />
      <PaymentItems lines={order.lines} />
      {linkAmount !== null && order.amountPaise !== null && linkAmount !== order.amountPaise && !paid ? (
        <p className="muted" data-testid="amount-changed">
          The amount has changed since this link was sent ({formatPaise(linkAmount)}): you pay the order’s
          amount as it is now.
        </p>
      ) : null}
      {order.state === 'reversed' ? (
        // Paid once, then taken back by the bank: why a paid order asks to be paid again.
        <p data-testid="payment-message">{order.message}</p>
      ) : null}
      {error ? <Notice type="error" title={error} /> : null}
      {paid ? (
        <Link to="/" className="button-link">
          Place another order
        </Link>
      ) : order.amountPaise === null ? (
        <p>This order has no amount to pay yet. Please contact the store.</p>
      ) : (
        <div className="button-row">
          <Button variant="primary" size="large" loading={paying} onClick={() => void pay()}>
            Pay now
          </Button>
        </div>
      )}
    </article>
  );
}
