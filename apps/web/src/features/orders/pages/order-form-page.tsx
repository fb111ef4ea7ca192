import { useCatalogue } from '../../catalogue/index.ts';
import { DeliveryNote } from '../components/delivery-note.tsx';
import { OrderForm } from '../components/order-form.tsx';
import { useOrderFormLayout } from '../order-form-layout.ts';

export function OrderFormPage() {
  const catalogue = useCatalogue();
  const layout = useOrderFormLayout();
  return (
    <div className="order-page">
      <title>Order fresh groceries · Kadai</title>
      <section className="hero">
        <h1 className="hero__title">Your weekly shop, made easy</h1>
        <p className="hero__lead">
          {layout === 'products-first'
            ? 'Pick what you need — or just write it down — then fill in your details and choose delivery or pickup.'
            : 'Fill in your details, pick what you need — or just write it down — and choose delivery or pickup.'}
        </p>
        <DeliveryNote />
      </section>
      {/* On a phone every box, radio and button is a 44 px target (plain.css): easy to hit with a thumb. */}
      <OrderForm
        catalogue={{ data: catalogue.data, error: catalogue.error, retry: () => void catalogue.refetch() }}
      />
    </div>
  );
}
