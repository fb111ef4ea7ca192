import { ORDER_FORM_MESSAGES } from '@kadai/contract';
import { Form, Radio } from 'antd';
import { useOrderVariant } from '../order-variant.ts';
import { FIELD_LABELS } from '../utils/order-form-values.ts';

export function OrderTypeField() {
  const { orderTypes } = useOrderVariant();
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
