import { AdvanceOrderForm } from '../components/advance-order-form.tsx';

/** /advance: festival orders placed ahead of time, as lists the store prices when packing (ordering.md §2.6). */
export function AdvanceOrderPage() {
  return (
    <div className="order-page">
      <title>Advance order · Kadai</title>
      <section className="hero">
        <h1 className="hero__title">Order ahead for the festival</h1>
        <p className="hero__lead">
          Write down the vegetables and groceries you need, choose delivery or pickup, and we will have them
          ready.
        </p>
      </section>
      <AdvanceOrderForm />
    </div>
  );
}
