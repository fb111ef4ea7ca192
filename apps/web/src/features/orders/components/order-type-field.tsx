import { ORDER_FORM_MESSAGES, type OrderType } from '@kadai/contract';
import { RadioGroup } from '../../../components/plain/radio-group.tsx';
import type { FormFields } from '../hooks/use-form-fields.ts';
import { useOrderVariant } from '../order-variant.ts';
import { FIELD_LABELS } from '../utils/order-form-values.ts';

type WithOrderType = { orderType?: OrderType };

/** The order type must be chosen: the message the API gives too. */
export function orderTypeRule(value: OrderType | undefined): string | null {
  return value ? null : ORDER_FORM_MESSAGES.orderType;
}

/** The order type radio group: the form variant's types, or those a form passes (the advance form's two). */
export function OrderTypeField<Values extends WithOrderType>(props: {
  form: FormFields<Values>;
  orderTypes?: readonly OrderType[];
}) {
  const variant = useOrderVariant();
  const orderTypes = props.orderTypes ?? variant.orderTypes;
  const form = props.form as unknown as FormFields<WithOrderType>;
  return (
    <RadioGroup
      id={form.idOf('orderType')}
      name="orderType"
      legend={FIELD_LABELS.orderType}
      required
      options={orderTypes}
      value={form.values.orderType}
      onChange={(value) => form.setValue('orderType', value)}
      error={form.errors.orderType}
      className="order-type-group"
    />
  );
}

/** The form's panel for how the order reaches the customer. */
export function OrderTypePanel<Values extends WithOrderType>(props: {
  form: FormFields<Values>;
  orderTypes?: readonly OrderType[];
}) {
  return (
    <section className="panel" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="panel__title">
        Delivery or pickup
      </h2>
      <OrderTypeField {...props} />
    </section>
  );
}
