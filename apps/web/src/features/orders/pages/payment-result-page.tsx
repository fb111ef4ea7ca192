import { formatPaise, isCardPaidOrderType, type OrderPayment, PAYMENT_MESSAGES } from '@kadai/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Button } from '../../../components/plain/button.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import {
  checkOrderPayment,
  clearPendingPayment,
  getOrderPayment,
  loadPendingPayment,
  payOrder,
} from '../../payments/index.ts';
import { CustomerPageError, CustomerPageLoading } from '../components/customer-page-state.tsx';
import { AmountSetByStoreNote, PaymentItems } from '../components/receipt-lines.tsx';
import { BANGALORE_FORM } from '../order-variant.ts';
import { clearDraft } from '../utils/order-draft.ts';

/** While awaited, the page asks again this often, for about two minutes. */
const CHECK_EVERY_MS = 3000;
const CHECKS = 40;

/**
 * The payment success page (ordering.md §2.7), where the gateway's callback sends the browser. The
 * older page showed 'Payment Success' on load; this one shows it only when the server says the
 * order is paid, which it is only once the payment was verified. While the bank's answer is
 * awaited it says so and keeps asking.
 */
export function PaymentResultPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  if (params.get('problem') === 'unverified') return <UnverifiedAnswer />;
  if (params.get('problem') === 'unreadable' || !orderId || !key) return <UnreadableAnswer />;
  return <OrderPaymentView orderId={orderId} paymentKey={key} />;
}

/**
 * The gateway's answer came back but could not be verified yet: the redirect names no order (a
 * forged post must learn nothing). The customer's own browser kept the order it went to pay (the
 * pending payment): it shows that order's payment, asking again while the bank's answer is awaited.
 */
function UnverifiedAnswer() {
  const [pending] = useState(loadPendingPayment);
  if (!pending) {
    return (
      <section className="panel message-page">
        <title>Payment · Kadai</title>
        <h1 data-testid="payment-state">Payment not confirmed yet</h1>
        <p data-testid="payment-message">{PAYMENT_MESSAGES.unverified}</p>
        <Link to="/bangalore" className="button-link">
          Back to the order form
        </Link>
      </section>
    );
  }
  return (
    <OrderPaymentView
      orderId={pending.orderId}
      paymentKey={pending.key}
      notice={PAYMENT_MESSAGES.unverified}
    />
  );
}

function OrderPaymentView(props: { orderId: string; paymentKey: string; notice?: string }) {
  const { orderId, paymentKey } = props;
  const queryClient = useQueryClient();
  const queryKey = ['payments', orderId, paymentKey] as const;
  const payment = useQuery({ queryKey, queryFn: () => getOrderPayment({ orderId, key: paymentKey }) });
  const [checksLeft, setChecksLeft] = useState(CHECKS);
  const state = payment.data?.state;

  // Awaited: ask the server to ask the gateway again, every few seconds, for a while.
  useEffect(() => {
    if (state !== 'awaited' || checksLeft <= 0) return;
    const timer = setTimeout(() => {
      checkOrderPayment({ orderId, key: paymentKey })
        .then((answer) => queryClient.setQueryData(queryKey, answer))
        .catch(() => undefined)
        .finally(() => setChecksLeft((n) => n - 1));
    }, CHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [state, checksLeft, orderId, paymentKey, queryClient, queryKey]);

  // Paid: the Bangalore draft and the pending order have done their work.
  const cleared = useRef(false);
  useEffect(() => {
    if (state !== 'paid' || cleared.current) return;
    cleared.current = true;
    clearDraft(BANGALORE_FORM.draftKey);
    clearPendingPayment();
  }, [state]);

  if (isApiRequestError(payment.error) && payment.error.status === 404) return <UnreadableAnswer notFound />;
  if (payment.error) {
    return (
      <CustomerPageError
        title="We couldn't load your payment just now."
        error={payment.error}
        retry={() => void payment.refetch()}
      />
    );
  }
  if (!payment.data) return <CustomerPageLoading label="Checking your payment…" />;
  return (
    <PaymentState
      payment={payment.data}
      paymentKey={paymentKey}
      stillChecking={checksLeft > 0}
      notice={props.notice}
    />
  );
}

function PaymentState(props: {
  payment: OrderPayment;
  paymentKey: string;
  stillChecking: boolean;
  /** Said above the order's state until it is paid (an answer not yet verified). */
  notice?: string | undefined;
}) {
  const { payment, paymentKey } = props;
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const receiptLink = `/thank-you/${encodeURIComponent(payment.orderId)}?key=${encodeURIComponent(paymentKey)}`;
  const payAgain = async () => {
    setRetrying(true);
    setRetryError(null);
    try {
      await payOrder({ orderId: payment.orderId, key: paymentKey });
    } catch (error) {
      setRetrying(false);
      setRetryError(error instanceof Error ? error.message : String(error));
    }
  };
  const facts = (
    <dl className="receipt-facts">
      <div>
        <dt>Order number</dt>
        <dd data-testid="order-number">{payment.orderId}</dd>
      </div>
      <div>
        <dt>Amount</dt>
        <dd
          data-testid="payment-amount"
          aria-describedby={payment.amountSetByStore ? 'payment-amount-note' : undefined}
        >
          {payment.amountPaise === null ? '—' : formatPaise(payment.amountPaise)}
        </dd>
      </div>
      {payment.trackingId ? (
        <div>
          <dt>Payment reference</dt>
          <dd>{payment.trackingId}</dd>
        </div>
      ) : null}
    </dl>
  );
  // The items come after the facts, and the note stays beside the amount it explains.
  const items = (
    <>
      <AmountSetByStoreNote id="payment-amount-note" show={payment.amountSetByStore} />
      <PaymentItems lines={payment.lines} />
    </>
  );

  if (payment.state === 'paid') {
    return (
      <article className="panel thank-you">
        <title>{`Payment Success · ${payment.orderId} · Kadai`}</title>
        <div className="thank-you__head">
          <svg className="thank-you__tick" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
            <circle cx="24" cy="24" r="22" fill="currentColor" />
            <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          </svg>
          <h1 data-testid="payment-state">{payment.message}</h1>
          <p className="muted">
            Thank you, {payment.customerName}! Your order is paid and on its way to being packed.
          </p>
        </div>
        {facts}
        {items}
        <Link to={receiptLink} className="button-link">
          See your order
        </Link>
      </article>
    );
  }

  const title =
    payment.state === 'awaited'
      ? props.stillChecking
        ? payment.message
        : 'We are still waiting for the bank. You can close this page: if the payment went through, your order is marked paid within minutes.'
      : payment.message;
  return (
    <article className="panel message-page">
      <title>{`Payment · ${payment.orderId} · Kadai`}</title>
      {props.notice ? <p data-testid="payment-notice">{props.notice}</p> : null}
      <h1 data-testid="payment-state">
        {payment.state === 'awaited'
          ? 'Payment pending'
          : payment.state === 'unpaid'
            ? 'Not paid yet'
            : payment.state === 'reversed'
              ? 'Payment reversed'
              : 'Payment not completed'}
      </h1>
      <p aria-live="polite" data-testid="payment-message">
        {title}
      </p>
      {payment.state === 'awaited' && props.stillChecking ? (
        <LoadingBlock label="Checking with the bank…" />
      ) : null}
      {facts}
      {items}
      {retryError ? <Notice type="error" title={retryError} /> : null}
      {payment.state !== 'awaited' ? (
        <div className="button-row">
          <Button variant="primary" size="large" loading={retrying} onClick={() => void payAgain()}>
            Pay now
          </Button>
          {/* A reversed order was placed and paid long ago: its draft is gone, there is nothing to modify. */}
          {isCardPaidOrderType(payment.orderType) && payment.state !== 'reversed' ? (
            <Link to="/bangalore" className="button-link">
              Modify Order
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function UnreadableAnswer({ notFound = false }: { notFound?: boolean }) {
  return (
    <section className="panel message-page">
      <title>Payment · Kadai</title>
      <h1>{notFound ? 'We couldn’t find that order' : 'We couldn’t read the payment page’s answer'}</h1>
      <p>
        If money was taken from your card it is not lost: every payment reaches the store within minutes, and
        your order is marked paid then. Call your store with your order number if you are unsure.
      </p>
      <Link to="/bangalore" className="button-link">
        Back to the order form
      </Link>
    </section>
  );
}
