import { ORDER_FORM_MESSAGES, type OrderType } from '@kadai/contract';
import { Form, Radio } from 'antd';
import { useOrderVariant } from '../order-variant.ts';
import { FIELD_LABELS } from '../utils/order-form-values.ts';

/** The order type radio group: the form variant's types, or those a form passes (the advance form's two). */
export function OrderTypeField(props: { orderTypes?: readonly OrderType[] }) {
  const variant = useOrderVariant();
  const orderTypes = props.orderTypes ?? variant.orderTypes;
  return (
    <Form.Item
      name="orderType"
      label={FIELD_LABELS.orderType}
      required
      rules={[{ required: true, message: ORDER_FORM_MESSAGES.orderType }]}
    >
      <Radio.Group className="order-type-group" aria-label={FIELD_LABELS.orderType}>
        {orderTypes.map((type) => (
          <Radio key={type} value={type}>
            {type}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

/** The form's panel for how the order reaches the customer. */
export function OrderTypePanel(props: { orderTypes?: readonly OrderType[] }) {
  return (
    <section className="panel" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="panel__title">
        Delivery or pickup
      </h2>
      <OrderTypeField {...props} />
    </section>
  );
}
