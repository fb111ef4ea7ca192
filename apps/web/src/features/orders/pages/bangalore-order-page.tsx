import { PAYMENT_MESSAGES } from '@kadai/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/plain/button.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useCatalogue } from '../../catalogue/index.ts';
import { payOrder } from '../../payments/index.ts';
import { HubPickupNote } from '../components/hub-pickup-note.tsx';
import { OrderForm } from '../components/order-form.tsx';
import { useOrderFormLayout } from '../order-form-layout.ts';
import { BANGALORE_FORM } from '../order-variant.ts';

/** The Bangalore order form (ordering.md §2.3): the same catalogue and details, a running total, paid by card. */
export function BangaloreOrderPage() {
  const catalogue = useCatalogue();
  const layout = useOrderFormLayout();
  return (
    <div className="order-page">
      <title>Order and pay · Kadai Bangalore</title>
      <section className="hero">
        <h1 className="hero__title">Kadai in Bangalore</h1>
        <p className="hero__lead">
          {layout === 'products-first'
            ? 'Pick what you need, fill in your details and pay by card. We pack it fresh for pickup at our hub.'
            : 'Fill in your details, pick what you need and pay by card. We pack it fresh for pickup at our hub.'}
        </p>
        <HubPickupNote />
      </section>
      {/* On a phone every box, radio and button is a 44 px target (plain.css): easy to hit with a thumb. */}
      <OrderForm
        variant={BANGALORE_FORM}
        notice={<CancelledPaymentNotice />}
        catalogue={{ data: catalogue.data, error: catalogue.error, retry: () => void catalogue.refetch() }}
      />
    </div>
  );
}

/** Back from the gateway after Cancel: the order is kept; pay it now, or change it and Confirm & Pay again. */
function CancelledPaymentNotice() {
  const [params] = useSearchParams();
  const orderId = params.get('cancelled');
  const key = params.get('key');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!orderId || !key) return null;
  const payNow = async () => {
    setBusy(true);
    setError(null);
    try {
      await payOrder({ orderId, key });
    } catch (caught) {
      setBusy(false);
      setError(isApiRequestError(caught) || caught instanceof Error ? caught.message : String(caught));
    }
  };
  return (
    <Notice
      type="warning"
      className="panel"
      title={`${orderId}: ${PAYMENT_MESSAGES.cancelled}`}
      description={error ?? 'Pay now for the same order, or change the items below and press Review again.'}
      action={
        <Button variant="primary" loading={busy} onClick={() => void payNow()}>
          Pay now
        </Button>
      }
    />
  );
}
